import { expect, test } from "@playwright/test";
import { aboutPage } from "@/content/about";
import { languages } from "@/content/languages.mjs";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { skills } from "@/content/skills";
import { localeIn } from "@/lib/content";
import { siteConfig } from "@/lib/site-config";
import { absoluteUrl, pageInfosIn } from "@/lib/site-metadata";
import { loadNotes } from "@/lib/notes/read.mjs";
import {
  FEED_PATH,
  alternatesOf,
  defaultLanguageCode,
  languageOfPath,
  notePath,
  pageRoutes,
  servicePath,
} from "@/lib/routes.mjs";
import { hreflangLinks, htmlLang, inlinePayload, jsonLdBlocks, linkHref, meta, metas, titleOf } from "./html";
const notes = loadNotes();

type Node = Record<string, unknown>;

/** What a page says about itself (lib/site-metadata.ts), in its language. */
async function pageAt(path: string) {
  const locale = await localeIn(languageOfPath(path));
  const page = pageInfosIn(locale, notes).find((info) => info.path === path);
  if (!page) throw new Error(`${path}: no page says it is at this address`);
  return { page, locale };
}

const localeOf = (code: string) => languages.find((language) => language.code === code)?.locale;

// Every page of every language, its service pages and notes too.
for (const { path } of pageRoutes) {
  test(`${path}: title, description, canonical, other languages, Open Graph, Twitter card, safe JSON-LD, in the server HTML`, async ({
    request,
  }) => {
    const { page, locale } = await pageAt(path);
    const html = await (await request.get(page.path)).text();
    const canonical = absoluteUrl(page.path);
    expect(canonical.startsWith(siteConfig.siteUrl)).toBe(true);
    expect(htmlLang(html)).toBe(locale.language.code);
    expect(titleOf(html)).toBe(page.title);
    expect(meta(html, "description")).toBe(page.description);
    expect(linkHref(html, "canonical")).toBe(canonical.replace(/\/$/, ""));
    // Its counterparts both ways, and x-default the default language's; a page in one language names none.
    const counterparts = alternatesOf(page.path);
    const others = Object.keys(counterparts).filter((code) => code !== locale.language.code);
    expect(hreflangLinks(html)).toEqual(
      others.length === 0
        ? {}
        : Object.fromEntries([
            ...Object.entries(counterparts).map(([code, other]) => [
              code,
              absoluteUrl(other).replace(/\/$/, ""),
            ]),
            ["x-default", absoluteUrl(counterparts[defaultLanguageCode]!).replace(/\/$/, "")],
          ]),
    );
    expect(meta(html, "og:type")).toBe(page.ogType);
    expect(meta(html, "og:url")).toBe(linkHref(html, "canonical"));
    expect(meta(html, "og:site_name")).toBe(site.brand);
    expect(meta(html, "og:locale")).toBe(locale.language.locale);
    expect(metas(html, "og:locale:alternate")).toEqual(others.map(localeOf));
    expect(meta(html, "og:title")).toBe(page.title);
    expect(meta(html, "og:description")).toBe(page.description);
    expect(meta(html, "og:image")).toBe(
      `${siteConfig.siteUrl}${page.path === "/" ? "" : page.path}/opengraph-image`,
    );
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    // The preview says what it shows in the page's language: a note's cover's own words, or the card's.
    expect(meta(html, "og:image:alt")).toBe(page.cover?.alt ?? `${page.headline}: ${page.tagline}`);
    if (page.ogType === "article")
      expect([meta(html, "article:published_time"), meta(html, "article:modified_time")]).toEqual([
        `${page.published}T00:00:00Z`,
        `${page.modified}T00:00:00Z`,
      ]);
    expect(html.match(/<link rel="alternate" type="application\/atom\+xml" href="([^"]+)"/)?.[1]).toBe(
      absoluteUrl(locale.at(FEED_PATH)),
    );
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
    expect(meta(html, "robots")).toBeUndefined();
    const blocks = jsonLdBlocks(html);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.raw).not.toContain("<");
    // Sent once: the payload React hydrates from leaves it out (tools/pipeline/inline-payload.mjs).
    expect(inlinePayload(html), "JSON-LD in the payload too").not.toContain("@context");
    expect(JSON.stringify(blocks.map((block) => block.data))).not.toMatch(/"(Review|AggregateRating)"/);
    // The graph speaks the page's language, and names the one business, site and owner of every language.
    const nodes = blocks.flatMap((block) =>
      Array.isArray(block.data) ? block.data : [block.data],
    ) as Node[];
    const described = nodes.filter((node) => node.inLanguage !== undefined);
    expect(described.length).toBeGreaterThan(0);
    for (const node of described) expect(node.inLanguage).toBe(locale.language.code);
    for (const id of JSON.stringify(nodes).match(/"@id":"[^"]+"/g) ?? [])
      expect(id).toMatch(new RegExp(`"@id":"${siteConfig.siteUrl}/(aboutme)?#(business|website|owner)"`));
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

for (const note of notes) {
  const path =
    note.language === defaultLanguageCode ? notePath(note.slug) : `/${note.language}${notePath(note.slug)}`;
  test(`JSON-LD of ${path} is a BlogPosting by the owner, about its services, with its trail`, async ({
    request,
  }) => {
    const { at } = await localeIn(note.language);
    const [posting, trail] = jsonLdBlocks(await (await request.get(path)).text()).flatMap(
      (block) => block.data as Node[],
    );
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: note.title,
      inLanguage: note.language,
      datePublished: note.published,
      dateModified: note.updated,
      author: { "@type": "Person", "@id": absoluteUrl("/aboutme#owner"), name: site.ownerName },
      about: note.services.map((id) => ({ "@type": "Service", url: absoluteUrl(at(servicePath(id))) })),
    });
    expect((trail?.itemListElement as Node[]).map((item) => item.item)).toEqual(
      ["/", "/notes", notePath(note.slug)].map((step) => absoluteUrl(at(step))),
    );
  });
}

test("the 404 page says noindex and names no canonical address", async ({ request }) => {
  const html = await (await request.get("/no/such/page")).text();
  expect(meta(html, "robots")).toMatch(/noindex/);
  expect(linkHref(html, "canonical")).toBeUndefined();
  expect(html).toContain(`type="application/atom+xml"`);
});
