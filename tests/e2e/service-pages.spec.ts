// Each service's own page (#37): each checked by what the server sends, one visited from its home-page card.
// Hosts (status, headings, headers, an unknown id's 404) and HTML validity take all of them (servedPaths).
import { expect, test } from "@playwright/test";
import { languages } from "@/content/languages.mjs";
import { serviceIds } from "@/content/service-ids.mjs";
import { servicePageText, services } from "@/content/services";
import { site } from "@/content/site";
import { localeIn, servicePageOf } from "@/lib/content";
import { chatUrlWith } from "@/lib/site-config";
import { languageOf } from "@/lib/languages";
import { formatPrice } from "@/lib/price";
import { notePath, pathIn, servicePath } from "@/lib/routes.mjs";
import { loadNotes } from "@/lib/notes/read.mjs";
const notes = loadNotes();
import { absoluteUrl } from "@/lib/site-metadata";
import { decodeEntities, jsonLdBlocks, textOf } from "./html";

type Thing = { "@type": string; [key: string]: unknown };

// Every service's page in every language, from that language's content.
for (const { code } of languages)
  for (const id of serviceIds) {
    const path = pathIn(code, servicePath(id));

    // Its title, description and preview: seo.spec.ts, with every page's.
    test(`${path}: its own words, structured data and chat, all in the server HTML`, async ({ request }) => {
      const { content, at } = await localeIn(code);
      const service = content.services.services.find((entry) => entry.id === id)!;
      const page = servicePageOf(content, service);
      const html = await (await request.get(path)).text();
      const url = absoluteUrl(path);

      const text = textOf(html);
      const words = [
        service.title,
        service.summary,
        page.intro,
        ...service.points,
        ...page.pointDetails,
        ...page.steps.flatMap((step) => [step.title, step.text]),
        ...page.suits,
        ...page.clientProvides,
        ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
        content.services.servicePageText.ctaText,
      ];
      expect(words.filter((word) => !text.includes(word))).toEqual([]);

      // The top bar's "Let's Talk" and the closing band's open the chat with the service's first line.
      const chatLinks = [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map((m) =>
        decodeEntities(m[1]!),
      );
      expect(chatLinks.filter((href) => href === chatUrlWith(service.chatMessage))).toHaveLength(2);

      // The case studies in its language that name the service, linked, and no other note (#58).
      const noteLinks = [...html.matchAll(/href="((?:\/[a-z]{2})?\/notes\/[^"]+)"/g)].map((m) => m[1]);
      expect(noteLinks).toEqual(
        notes
          .filter(
            (note) => note.language === code && note.kind === "case-study" && note.services.includes(id),
          )
          .map((note) => at(notePath(note.slug))),
      );

      // Structured data from the same content: the service and its provider, the trail, the questions.
      const things = jsonLdBlocks(html).flatMap((block) => block.data as Thing);
      const byType = (type: string) => things.find((thing) => thing["@type"] === type);
      expect(byType("Service")).toMatchObject({
        name: service.title,
        url,
        provider: { "@type": "ProfessionalService", "@id": absoluteUrl("/#business"), name: site.brand },
      });

      // Its starting price, when the owner set one: on the page in its language, and as the Service's Offer;
      // none at all when unset.
      const { price } = service;
      const shown = [...html.matchAll(/<p class="[^"]*\bprice"[^>]*>([\s\S]*?)<\/p>/g)].map((m) =>
        textOf(m[1]!),
      );
      const offer = byType("Service")?.offers as { price?: number; priceCurrency?: string } | undefined;
      if (price) {
        const words = content.services.servicePageText;
        expect(shown).toEqual([
          `${words.priceFrom} ${formatPrice(price, languageOf(code).dates)} ${words.pricePeriods[price.period]}`.replace(
            /\s+/g,
            " ",
          ),
        ]);
        expect(offer).toMatchObject({ "@type": "Offer", price: price.amount, priceCurrency: price.currency });
      } else expect([shown, offer]).toEqual([[], undefined]);
      const trail = byType("BreadcrumbList")?.itemListElement as { name: string; item: string }[];
      expect(trail.map((step) => step.name)).toEqual([
        content.notesText.notesText.home,
        content.services.servicesSection.eyebrow,
        service.title,
      ]);
      expect(trail.at(-1)?.item).toBe(url);
      expect(byType("FAQPage")?.mainEntity).toEqual(
        page.faqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      );
    });
  }

test("a home-page card links to its service's page: by keyboard, with a focus ring and a clear name", async ({
  page,
}) => {
  const service = services[0]!;
  await page.goto("/");
  // Chromium puts a space before the visually hidden ": <service>".
  const link = page.getByRole("link", {
    name: new RegExp(`^${servicePageText.cardLink} ?: ${service.title}$`),
  });
  await expect(link).toHaveAttribute("href", servicePath(service.id));
  // Tab reaches it (keyboard.spec.ts); focused from the keyboard, it shows the focus ring.
  await page.keyboard.press("Tab");
  await link.focus();
  await expect(link).toBeFocused();
  expect(await link.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
  expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${servicePath(service.id)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
  await expect(page.getByRole("navigation", { name: servicePageText.breadcrumb })).toBeVisible();
});
