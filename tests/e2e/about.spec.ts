import { expect, test, type Locator, type Page } from "@playwright/test";
import { projects } from "@/content/projects";
import { skills } from "@/content/skills";
import { siteConfig } from "@/lib/site-config";
import { expectSectionAtTop } from "./helpers";

const skillButtons = (page: Page) => page.locator('[data-card="skill"] button');
const projectButtons = (page: Page) => page.locator('[data-card="project"] button');

async function bodyOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

test.describe("about page", () => {
  test("top bar: brand and Home go to /, Let's Talk opens the chat in a new tab", async ({ page }) => {
    await page.goto("/aboutme");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Brightloop AI" })).toHaveAttribute("href", "/");
    const talk = header.getByRole("link", { name: /Let's Talk/ });
    await expect(talk).toHaveAttribute("href", new RegExp(`^${siteConfig.chatUrl}\\?text=`));
    await expect(talk).toHaveAttribute("target", "_blank");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Automation Agency");
  });

  for (const [label, id] of [
    ["Services", "services"],
    ["Portfolio", "portfolio"],
  ] as const) {
    test(`"${label}" goes to / and then scrolls to #${id}`, async ({ page }) => {
      await page.goto("/aboutme");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSectionAtTop(page, id);
    });
  }

  test("shows 8 skill cards and 10 project cards, titles in the spec's order", async ({ page }) => {
    await page.goto("/aboutme");
    await expect(skillButtons(page)).toHaveText(skills.map((skill) => skill.title));
    await expect(projectButtons(page)).toHaveText(projects.map((project) => project.title));
  });

  test("a click toggles a card: description, chevron and aria-expanded", async ({ page }) => {
    await page.goto("/aboutme");
    const button = skillButtons(page).nth(2);
    await button.scrollIntoViewIfNeeded();
    const body = await bodyOf(button);
    const chevron = button.locator("[data-collapsible-chevron]");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(body).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(body).toBeVisible();
    await expect(body).toHaveText(skills[2]!.description);
    // Tailwind 4's rotate-180 sets the CSS `rotate` property.
    await expect.poll(() => chevron.evaluate((el) => getComputedStyle(el).rotate)).toBe("180deg");

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(body).toBeHidden();
    await expect.poll(() => chevron.evaluate((el) => getComputedStyle(el).rotate)).toMatch(/^(none|0deg)$/);
  });

  test("Enter and Space toggle a card from the keyboard", async ({ page }) => {
    await page.goto("/aboutme");
    const button = projectButtons(page).first();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("every description is in the server HTML while the cards are collapsed", async ({ request }) => {
    const html = await (await request.get("/aboutme")).text();
    const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    for (const item of [...skills, ...projects]) {
      expect(text).toContain(item.title);
      expect(text).toContain(item.description);
    }
    expect(html).toContain('aria-expanded="false"');
  });

  test("in-page search finds and opens a collapsed card", async ({ page }) => {
    await page.goto("/aboutme");
    const button = projectButtons(page).nth(1);
    const body = await bodyOf(button);
    await expect(body).toHaveAttribute("hidden", "until-found");
    // What the browser does when find-in-page matches text inside hidden="until-found".
    await body.evaluate((el) => el.dispatchEvent(new Event("beforematch")));
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(body).toBeVisible();
  });

  test("a card fades in once, the first time it scrolls into view", async ({ page }) => {
    await page.goto("/aboutme");
    const card = page.locator('[data-card="project"]').last().locator("[data-reveal]");
    await expect(card).toHaveAttribute("data-reveal", "waiting");
    await expect(card).toHaveCSS("opacity", "0");

    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-reveal", "revealed");
    await expect(card).toHaveCSS("opacity", "1");

    // Record the lowest opacity seen while scrolling away and back: it must stay fully visible.
    await card.evaluate((el) => {
      const w = window as unknown as { minOpacity: number };
      w.minOpacity = 1;
      const sample = () => {
        w.minOpacity = Math.min(w.minOpacity, Number(getComputedStyle(el).opacity));
        requestAnimationFrame(sample);
      };
      sample();
    });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(card).not.toBeInViewport();
    await card.scrollIntoViewIfNeeded();
    // Back in view: the card's own observer has reported it by now (observers report in the same frame), and
    // a fade it started would have lowered the opacity within the next two frames.
    await expect(card).toBeInViewport();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => (window as unknown as { minOpacity: number }).minOpacity)).toBe(1);
    await expect(card).toHaveAttribute("data-reveal", "revealed");
  });
});
