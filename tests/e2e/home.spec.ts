import { languages } from "@/content/languages.mjs";
import { formatPrice } from "@/lib/price";
import { expect, test } from "@playwright/test";
import { hero } from "@/content/home";
import { services } from "@/content/services";
import { testimonials } from "@/content/testimonials";
import { initialsOf } from "@/lib/initials";
import { pathIn } from "@/lib/paths.mjs";
import { contentAt, expectSectionAtTop, landingSectionOrder } from "./helpers";

test.describe("landing page", () => {
  test("has its sections in the spec's order, then the footer", async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(landingSectionOrder);
    await expect(page.locator("main + footer")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
  });

  for (const [label, id] of [
    ["Services", "services"],
    ["Portfolio", "portfolio"],
  ] as const) {
    test(`top bar "${label}" scrolls to #${id} below the bar`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
      await expectSectionAtTop(page, id);
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}px a link to the last sections lands them under the bar, though they were never shown`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const id of ["about", "contact"]) {
        await page.goto("/");
        await page.waitForLoadState("load");
        // A plain same-page link at the top, like the top bar's: the sections between have only their
        // estimated heights until something renders them.
        await page.evaluate((target) => {
          const link = Object.assign(document.createElement("a"), {
            href: `#${target}`,
            textContent: "jump",
          });
          link.style.cssText = "position:fixed;bottom:0;left:0;z-index:100;background:white";
          document.body.append(link);
        }, id);
        await page.getByRole("link", { name: "jump" }).click();
        await expectSectionAtTop(page, id);
      }
    });
  }

  test("arriving at /#contact on a phone shows the section under the bar", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/#contact");
    await page.waitForLoadState("load");
    await expectSectionAtTop(page, "contact");
  });

  test('top bar "Home" scrolls back up to the hero', async ({ page }) => {
    await page.goto("/");
    await page.locator("#about").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test('"View Services" scrolls to the services', async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: hero.secondaryCta }).click();
    await expectSectionAtTop(page, "services");
  });

  test('"About Me" opens /aboutme', async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Me" }).click();
    await expect(page).toHaveURL(/\/aboutme$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Full-Stack Developer & AI Automation Engineer",
    );
  });

  test("lists the five services with three points each", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#services");
    for (const service of services) {
      await expect(section.getByRole("heading", { name: service.title, level: 3 })).toBeVisible();
      for (const point of service.points)
        await expect(section.getByText(point, { exact: true })).toBeVisible();
      // Its starting price on its card when the owner set one, and no price when not.
      const card = section.locator(".service-card", {
        has: page.getByRole("heading", { name: service.title }),
      });
      const price = card.locator(".price");
      if (service.price) {
        await expect(price).toBeVisible();
        await expect(price.locator("strong")).toHaveText(formatPrice(service.price, languages[0].dates));
      } else await expect(price).toHaveCount(0);
    }
  });

  test("shows each testimonial with initials from the name", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#portfolio");
    for (const testimonial of testimonials) {
      const figure = section.locator("figure", { hasText: testimonial.name });
      await expect(figure).toContainText(testimonial.quote);
      await expect(figure).toContainText(`${testimonial.role}, ${testimonial.company}`);
      await expect(figure.locator("figcaption > span").first()).toHaveText(initialsOf(testimonial.name));
    }
  });

  test("the footer year follows the visitor's clock, not the build", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-06-15T12:00:00Z"));
    await page.goto("/");
    await expect(page.locator("footer")).toContainText("© 2031");
  });

  test("the hero words are visible at first paint (never opacity 0 in server HTML)", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // Inline styles on the markup; the stylesheet, inlined in <head>, has its own rules with opacity 0.
    expect(html.replace(/<style>[\s\S]*?<\/style>/g, "")).not.toMatch(/opacity:\s*0[;"]/);
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForSelector("h1");
    const opacities = await page
      .locator("#home h1, #home h1 + p")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities).toEqual(["1", "1"]);
  });

  test("the hero words move in over 0.8 s, the subtitle, offer and buttons 0.2 s after the headline", async ({
    page,
  }) => {
    await page.goto("/");
    const timing = await page
      .locator("#home :is(h1, .hero-subtitle, .hero-offer, .hero-actions)")
      .evaluateAll((els) =>
        els.map((el) => [getComputedStyle(el).animationDuration, getComputedStyle(el).animationDelay]),
      );
    expect(timing).toEqual([
      ["0.8s", "0s"],
      ["0.8s", "0.2s"],
      ["0.8s", "0.2s"],
      ["0.8s", "0.2s"],
    ]);
  });
});

test("the service cards leave no empty slot in any row, from 320 to 1920 px", async ({ page }) => {
  await page.goto("/");
  const grid = page.locator("#services .service-grid");
  for (const width of [320, 390, 640, 800, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    // Rows of cards by their top edge; each row must run from the grid's left edge to its right edge.
    const { box, cards } = await grid.evaluate((element) => ({
      box: element.getBoundingClientRect().toJSON() as DOMRect,
      cards: [...element.children].map((child) => child.getBoundingClientRect().toJSON() as DOMRect),
    }));
    const rows = new Map<number, DOMRect[]>();
    for (const card of cards)
      rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
    for (const [top, row] of rows) {
      const left = Math.min(...row.map((card) => card.left));
      const right = Math.max(...row.map((card) => card.right));
      expect([width, top, Math.round(left - box.left), Math.round(box.right - right)]).toEqual([
        width,
        top,
        0,
        0,
      ]);
    }
  }
});

for (const { code } of languages) {
  const home = pathIn(code, "/");
  test.describe(`the first screen of ${home}`, () => {
    test("on a 390 × 844 phone, the headline, the offer and the chat button are all above the fold", async ({
      page,
    }) => {
      const { hero } = (await contentAt(home)).home;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(home);
      for (const part of [
        page.getByRole("heading", { level: 1, name: hero.headline }),
        page.getByText(hero.offer),
        page.locator("#home").getByRole("link", { name: hero.primaryCta }),
      ]) {
        const box = (await part.boundingBox())!;
        const text = await part.innerText();
        expect(box.y, text).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, text).toBeLessThanOrEqual(844);
      }
    });

    test("the example chat is announced as a list of messages, each with who says it", async ({ page }) => {
      const { conversation } = (await contentAt(home)).home.hero;
      await page.goto(home);
      const chat = page.getByRole("figure", { name: conversation.label });
      const messages = chat.getByRole("list").getByRole("listitem");
      await expect(messages).toHaveText(
        conversation.messages.map(
          (message) => `${conversation.speakers[message.from]}: ${message.text}${message.time}`,
        ),
      );
      // The header is for the eye: the business and its status are not read as part of the conversation.
      await expect(chat.locator('[aria-hidden="true"]')).toContainText(conversation.status);
    });
  });
}

test("the chat's messages rise into place once, one after another; under reduced motion and on a phone, where the chat is below the first screen, they stand still", async ({
  page,
}) => {
  for (const [reducedMotion, width] of [
    ["no-preference", 1280],
    ["reduce", 1280],
    ["no-preference", 390],
  ] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    const runs = await page
      .locator(".chat-thread li")
      .evaluateAll((items) =>
        items.map((item) =>
          item.getAnimations().map((run) => (run.effect?.getTiming().delay as number) ?? 0),
        ),
      );
    if (reducedMotion === "reduce" || width < 1024) expect(runs.flat()).toEqual([]);
    else {
      expect(runs.every((delays) => delays.length === 1)).toBe(true);
      const delays = runs.map(([delay]) => delay!);
      expect(delays).toEqual([...delays].sort((a, b) => a - b));
      expect(new Set(delays).size).toBe(delays.length);
      // Once: each plays a single iteration and ends where it stays.
      const iterations = await page
        .locator(".chat-thread li")
        .evaluateAll((items) => items.map((item) => item.getAnimations()[0]?.effect?.getTiming().iterations));
      expect(new Set(iterations)).toEqual(new Set([1]));
    }
  }
});
