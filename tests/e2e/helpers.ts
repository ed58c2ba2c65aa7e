import { expect, type Page } from "@playwright/test";
import { sectionIds } from "@/content/navigation";

export const TOP_BAR_HEIGHT = 64;

/** Console messages of one type, gathered from the moment this is called. */
export function collectConsole(page: Page, type: "error" | "warning") {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** Waits until the section's top edge rests just below the fixed top bar. */
export async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(async () => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 5_000,
    })
    .toBeGreaterThanOrEqual(TOP_BAR_HEIGHT - 1);
  await expect
    .poll(async () => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(TOP_BAR_HEIGHT + 2);
}

export const landingSectionOrder = [
  sectionIds.home,
  sectionIds.services,
  sectionIds.whyChoose,
  sectionIds.portfolio,
  sectionIds.about,
  sectionIds.contact,
];
