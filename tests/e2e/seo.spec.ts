import { expect, test } from "@playwright/test";
import { aboutPage } from "@/content/about";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { skills } from "@/content/skills";
import { siteConfig } from "@/lib/site-config";
import {
  absoluteUrl,
  notePageInfo,
  notesPageInfo,
  OG_LOCALE,
  pages,
  servicePageInfo,
} from "@/lib/site-metadata";
import { loadNotes } from "@/lib/notes/read.mjs";
const notes = loadNotes();
import { FEED_PATH, notePath, servicePath } from "@/lib/routes.mjs";
import { jsonLdBlocks, linkHref, meta, titleOf } from "./html";

type Node = Record<string, unknown>;

// Every page, its service pages and notes too, from what it says about itself (lib/site-metadata.ts).
for (const page of [
  pages.home,
  pages.about,
  ...services.map(servicePageInfo),
  notesPageInfo,
  ...notes.map(notePageInfo),
]) {
  test(`${page.path}: title, description, canonical, Open Graph, Twitter card, safe JSON-LD, in the server HTML`, async ({
    request,
  }) => {
    const html = await (await request.get(page.path)).text();
    const canonical = absoluteUrl(page.path);
    expect(canonical.startsWith(siteConfig.siteUrl)).toBe(true);
    expect(titleOf(html)).toBe(page.title);
    expect(meta(html, "description")).toBe(page.description);
    expect(linkHref(html, "canonical")).toBe(canonical.replace(/\/$/, ""));
    expect(meta(html, "og:type")).toBe(page.ogType);
    expect(meta(html, "og:url")).toBe(linkHref(html, "canonical"));
    expect(meta(html, "og:site_name")).toBe(site.brand);
    expect(meta(html, "og:locale")).toBe(OG_LOCALE);
    expect(meta(html, "og:title")).toBe(page.title);
    expect(meta(html, "og:description")).toBe(page.description);
    expect(meta(html, "og:image")).toMatch(
      new RegExp(`^${siteConfig.siteUrl}${page.path === "/" ? "" : page.path}/opengraph-image`),
    );
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    // A service's or a note's preview has one alt text for all of them (app/*/[…]/opengraph-image.tsx).
    const shared = /^\/(services|notes)\/./.test(page.path);
    expect(meta(html, "og:image:alt")).toContain(shared ? site.brand : page.headline);
    if (page.ogType === "article")
      expect([meta(html, "article:published_time"), meta(html, "article:modified_time")]).toEqual([
        `${page.published}T00:00:00Z`,
        `${page.modified}T00:00:00Z`,
      ]);
    expect(html.match(/<link rel="alternate" type="application\/atom\+xml" href="([^"]+)"/)?.[1]).toBe(
      absoluteUrl(FEED_PATH),
    );
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
    expect(meta(html, "robots")).toBeUndefined();
    const blocks = jsonLdBlocks(html);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.raw).not.toContain("<");
    expect(JSON.stringify(blocks.map((block) => block.data))).not.toMatch(/"(Review|AggregateRating)"/);
  });
}

test("JSON-LD of / describes the business, its services and the WhatsApp contact", async ({ request }) => {
  const blocks = jsonLdBlocks(await (await request.get("/")).text()).flatMap((block) =>
    Array.isArray(block.data) ? (block.data as Node[]) : [block.data as Node],
  );
  const business = blocks.find((node) => node["@type"] === "ProfessionalService");
  const website = blocks.find((node) => node["@type"] === "WebSite");
  expect(business).toBeDefined();
  expect(website).toMatchObject({
    "@context": "https://schema.org",
    name: site.brand,
    url: absoluteUrl("/"),
  });
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    name: site.brand,
    description: site.description,
    url: absoluteUrl("/"),
    areaServed: site.areaServed,
    founder: { "@type": "Person", name: site.ownerName },
    contactPoint: { "@type": "ContactPoint", url: siteConfig.chatUrl },
  });
  expect(String(business?.logo)).toMatch(new RegExp(`^${siteConfig.siteUrl}/`));
  const catalog = business?.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] };
  expect(catalog.itemListElement).toHaveLength(services.length);
  expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
    services.map((s) => s.title),
  );
});

test("JSON-LD of /aboutme is a ProfilePage about the owner", async ({ request }) => {
  const [profile] = jsonLdBlocks(await (await request.get("/aboutme")).text()).map(
    (block) => block.data as Node,
  );
  expect(profile).toMatchObject({
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absoluteUrl("/aboutme"),
    mainEntity: {
      "@type": "Person",
      name: site.ownerName,
      jobTitle: aboutPage.headline,
      knowsAbout: skills.map((skill) => skill.title),
    },
  });
  const person = profile?.mainEntity as Node;
  if (siteConfig.profileUrls.length > 0) expect(person.sameAs).toEqual(siteConfig.profileUrls);
  else expect(person.sameAs).toBeUndefined();
});

for (const note of notes)
  test(`JSON-LD of ${notePath(note.slug)} is a BlogPosting by the owner, about its services, with its trail`, async ({
    request,
  }) => {
    const [posting, trail] = jsonLdBlocks(await (await request.get(notePath(note.slug))).text()).flatMap(
      (block) => block.data as Node[],
    );
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: note.title,
      datePublished: note.published,
      dateModified: note.updated,
      author: { "@type": "Person", "@id": absoluteUrl("/aboutme#owner"), name: site.ownerName },
      about: note.services.map((id) => ({ "@type": "Service", url: absoluteUrl(servicePath(id)) })),
    });
    expect((trail?.itemListElement as Node[]).map((item) => item.item)).toEqual(
      ["/", notesPageInfo.path, notePath(note.slug)].map((path) => absoluteUrl(path)),
    );
  });

test("the 404 page says noindex and names no canonical address", async ({ request }) => {
  const html = await (await request.get("/no/such/page")).text();
  expect(meta(html, "robots")).toMatch(/noindex/);
  expect(linkHref(html, "canonical")).toBeUndefined();
  expect(html).toContain(`type="application/atom+xml"`);
});
