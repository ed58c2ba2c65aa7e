import { expect, test } from "@playwright/test";
import { aboutPage, aboutSection, values } from "@/content/about";
import { ctaBand, hero } from "@/content/home";
import { projects } from "@/content/projects";
import { services } from "@/content/services";
import { skills } from "@/content/skills";
import { testimonials } from "@/content/testimonials";
import { whyChoosePoints } from "@/content/why-choose";

test.use({ javaScriptEnabled: false });

test("the landing page shows every heading and text without JavaScript", async ({ page }) => {
  await page.goto("/");
  for (const heading of await page.getByRole("heading").all()) await expect(heading).toBeVisible();
  const texts = [
    hero.headline,
    ...services.flatMap((s) => [s.title, s.summary, ...s.points]),
    ...whyChoosePoints.flatMap((p) => [p.title, p.description]),
    ...testimonials.flatMap((t) => [t.quote, t.name]),
    ...aboutSection.story,
    ...values.flatMap((v) => [v.title, v.description]),
    ctaBand.title,
  ];
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
});

test("the about page shows every card's title and description without JavaScript", async ({ page }) => {
  await page.goto("/aboutme");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.headline);
  for (const heading of await page.getByRole("heading").all()) await expect(heading).toBeVisible();
  for (const card of [...skills, ...projects]) {
    const cards = page.locator("[data-card]");
    await expect(cards.getByText(card.title, { exact: true })).toBeVisible();
    await expect(cards.getByText(card.description, { exact: true })).toBeVisible();
  }
});

test("the phone menu still opens without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Services" }),
  ).toBeVisible();
});
