import { expect, test, type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { ctaBand, hero } from "@/content/home";
import { askAboutServiceLabel, chatDestination, chatMessages, chatToast } from "@/content/chat";
import { loadNotes } from "../../lib/notes/read.mjs";
const notes = loadNotes();
import { notePath, routes } from "../../lib/routes.mjs";
import { ctaLabel } from "@/content/navigation";
import { services } from "@/content/services";
import { drawnFiles } from "@/lib/routes.mjs";
import { siteConfig } from "@/lib/site-config";
import { followChatLink } from "./helpers";
import { localeIn } from "@/lib/content";
import { decodeEntities } from "./html";
import { languageOfPath, pageRoutes, pathIn, samplePagePaths } from "../../lib/routes.mjs";

const chatOrigin = `https://wa.me/${siteConfig.phoneDigits}`;

/**
 * A service card's link, by its accessible name "Ask about this: <service>" (Chromium puts a space before
 * the colon, because the visually hidden part is absolutely positioned).
 */
const askAbout = (page: Page, title: string) =>
  page.getByRole("link", {
    name: new RegExp(`^${askAboutServiceLabel}\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  });

/** What a chat link says to screen readers after its label, in the default language's words. */
const englishSaid = `(${chatDestination}, opens in a new tab)`;

/**
 * The pre-filled message of a chat link, after checking the link goes to the owner's chat and says so
 * (`said`: in the page's language).
 */
async function messageOf(link: Locator, said = englishSaid): Promise<string | null> {
  const href = (await link.getAttribute("href")) ?? "";
  // Spaces are %20 (encodeURIComponent), never a raw space or "+", which WhatsApp would show literally.
  expect(href).not.toMatch(/[\s+]/);
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(chatOrigin);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  // It says where it goes and so to a screen reader too: its name alone tells (WCAG 2.4.9).
  await expect(link).toContainText(said);
  return url.searchParams.get("text");
}

/** Every chat link on the page, as [where it is, its message]. */
function homeLinks(page: Page): [string, Locator, string][] {
  const link = (scope: string, name: string) =>
    page.locator(scope).getByRole("link", { name: new RegExp(name) });
  return [
    ["top bar", link("header", ctaLabel), chatMessages.topBar],
    ["hero", link("#home", hero.primaryCta), chatMessages.hero],
    ...services.map((service): [string, Locator, string] => [
      `service ${service.id}`,
      askAbout(page, service.title),
      service.chatMessage,
    ]),
    ["CTA band", link("#contact", ctaBand.button), chatMessages.ctaBand],
    ["footer", link("footer", siteConfig.phoneDisplay.replace("+", "\\+")), chatMessages.footer],
  ];
}

test("every chat link on / opens WhatsApp with the message for its context", async ({ page }) => {
  await page.goto("/");
  const links = homeLinks(page);
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(links.length);
  for (const [where, link, message] of links) {
    expect(await messageOf(link), where).toBe(message);
  }
});

test("the about page's chat links say the visitor read it", async ({ page }) => {
  await page.goto("/aboutme");
  const talk = page.locator("header").getByRole("link", { name: new RegExp(ctaLabel) });
  expect(await messageOf(talk)).toBe(chatMessages.aboutPage);
  const opening = page.locator("main > section").first();
  expect(await messageOf(opening.getByRole("link", { name: new RegExp(hero.primaryCta) }))).toBe(
    chatMessages.aboutPage,
  );
  expect(await messageOf(page.locator("footer").locator('a[href^="https://wa.me/"]'))).toBe(
    chatMessages.footer,
  );
});

test("a note's chat links name the note, and the list of notes' says the visitor read them", async ({
  page,
}) => {
  // A note of each language (a browser visit a kind: the first lines of every page are checked above).
  for (const note of notes.filter((each) =>
    samplePagePaths.includes(pathIn(each.language, notePath(each.slug))),
  )) {
    const { content, at } = await localeIn(note.language);
    await page.goto(at(notePath(note.slug)));
    const message = content.notesText.notesText.chatMessage.replace("{title}", note.title);
    const said = content.interface.interfaceText.newTab.replace("{to}", content.chat.chatDestination);
    for (const link of await page
      .locator('header a[href^="https://wa.me/"], main a[href^="https://wa.me/"]')
      .all())
      expect(await messageOf(link, said), note.slug).toBe(message);
  }
  await page.goto(routes.notes.path);
  expect(await messageOf(page.locator("header").getByRole("link", { name: new RegExp(ctaLabel) }))).toBe(
    chatMessages.notes,
  );
});

// Every chat link of every page, as the server sends it, opens with a first line in the page's language: one of
// that language's places' lines, its services' or its notes'.
for (const { path } of pageRoutes)
  test(`${path}: every chat link opens with a first line in the page's language`, async ({ request }) => {
    const { content } = await localeIn(languageOfPath(path));
    const lines = new Set<string>([
      ...Object.values(content.chat.chatMessages),
      ...content.services.services.map((service) => service.chatMessage),
      ...notes.map((note) => content.notesText.notesText.chatMessage.replace("{title}", note.title)),
    ]);
    const html = await (await request.get(path)).text();
    const sent = [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map(
      (match) => new URL(decodeEntities(match[1]!)).searchParams.get("text") ?? "",
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((line) => !lines.has(line))).toEqual([]);
  });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the chat links are the same plain links", async ({ page }) => {
    await page.goto("/");
    for (const [where, link, message] of homeLinks(page)) expect(await messageOf(link), where).toBe(message);
  });
});

test("following a chat link opens it in a new tab and says so in a toast", async ({ page }) => {
  await page.goto("/");
  const opened = await followChatLink(askAbout(page, services[1]!.title));
  expect(new URL(opened).searchParams.get("text")).toBe(services[1]!.chatMessage);
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(chatToast.title);
  await expect(toast).toContainText(chatToast.description);
});

test("on a wide screen the chat's QR code is shown, has a text alternative and scans to the CTA's chat link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const qr = page.locator("#contact").getByRole("img", { name: ctaBand.qrLabel });
  await expect(qr).toBeVisible();
  await expect(page.locator("#contact")).toContainText(ctaBand.qrCaption);
  // A lazy image: it loads as it nears the screen.
  await qr.scrollIntoViewIfNeeded();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Draw the image as the page loaded it, and read it like a phone's camera would.
  const image = await qr.evaluate(async (img: HTMLImageElement) => {
    const size = 400;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = size;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size, size);
    context.drawImage(img, 0, 0, size, size);
    // As base64: a 640,000-number JSON array took most of the test's time on a loaded machine.
    const pixels = context.getImageData(0, 0, size, size).data;
    let binary = "";
    for (let i = 0; i < pixels.length; i += 0x8000)
      binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { size, base64: btoa(binary) };
  });
  const pixels = new Uint8ClampedArray(Buffer.from(image.base64, "base64"));
  const decoded = jsQR(pixels, image.size, image.size);
  const cta = page.locator("#contact").getByRole("link", { name: new RegExp(ctaBand.button) });
  expect(decoded?.data).toBe(await cta.getAttribute("href"));
});

test("on a phone the QR code is not shown, nor downloaded: the visitor is already on the phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const qrRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === drawnFiles.chatQr) qrRequests.push(request.url());
  });
  await page.goto("/");
  const qr = page.locator("#contact").getByRole("img", { name: ctaBand.qrLabel, includeHidden: true });
  await expect(qr).toHaveCount(1);
  await expect(qr).toBeHidden();
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(qrRequests).toEqual([]);
});
