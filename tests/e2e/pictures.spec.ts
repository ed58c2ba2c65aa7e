// A note's photos and screenshots as a phone gets them, from next start and from the static export on nginx:
// made for the screen (AVIF or WebP, about as wide as the screen draws them), lazy below the first screen, held
// in place by their size, and allowed by the page's policy. Lighthouse's two image audits, at the page's width.
import { statSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { watchPage } from "./helpers";
import { loadNotes } from "../../lib/notes/read.mjs";
import { notePath, picturedNotePath } from "../../lib/routes.mjs";
import { exportIsBuilt, startNginx, type StaticServer } from "../../tools/local/servers.mjs";

const note = loadNotes().find((entry) => notePath(entry.slug) === picturedNotePath);
const DPR = 3;

type Shown = {
  src: string;
  loading: string;
  cover: boolean;
  pixels: [number, number];
  natural: [number, number];
  drawn: [number, number];
  bytes: number;
  objectFit: string;
};

/** Each picture of the note once scrolled to and loaded, as the browser chose and drew it. */
async function picturesOf(page: Page): Promise<Shown[]> {
  const images = page.locator("main picture img");
  const count = await images.count();
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  return images.evaluateAll((list: HTMLImageElement[]) =>
    Promise.all(
      list.map(async (img) => ({
        src: img.currentSrc,
        // naturalWidth is in CSS pixels (the file's pixels over the density srcset gave it): the file's own.
        pixels: await new Promise<[number, number]>((done) => {
          const file = new Image();
          file.onload = () => done([file.naturalWidth, file.naturalHeight]);
          file.src = img.currentSrc;
        }),
        loading: img.getAttribute("loading") ?? "eager",
        cover: Boolean(img.closest(".note-cover")),
        natural: [img.naturalWidth, img.naturalHeight] as [number, number],
        drawn: [img.clientWidth, img.clientHeight] as [number, number],
        bytes:
          (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined)
            ?.encodedBodySize ?? 0,
        objectFit: getComputedStyle(img).objectFit,
      })),
    ),
  );
}

const servers: { name: string; start: () => Promise<Pick<StaticServer, "origin" | "stop">> }[] = [
  { name: "next start", start: async () => ({ origin: "", stop: () => {} }) },
  {
    name: "the export on nginx",
    start: () => {
      if (!exportIsBuilt()) throw new Error("no out/: run `npm run build:static` first");
      return startNginx(undefined);
    },
  },
];

for (const host of servers)
  test.describe(`pictures from ${host.name}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: DPR });
    let server: Pick<StaticServer, "origin" | "stop">;
    test.beforeAll(async () => {
      server = await host.start();
    });
    test.afterAll(() => server?.stop());

    test("a phone gets each picture made for its screen, the ones below lazily, with no CSP violation", async ({
      page,
    }) => {
      expect(note, "content/notes/ has a note with a photo or screenshot").toBeDefined();
      const { violations, foreign } = await watchPage(page);
      await page.goto(`${server.origin}${picturedNotePath}`);
      const shown = await picturesOf(page);
      const raster = note!.images.filter((image) => image.type !== "image/svg+xml");
      expect(shown).toHaveLength(raster.length);
      for (const picture of shown) {
        expect(picture.src, "AVIF or WebP").toMatch(/\.(avif|webp)$/);
        // Lighthouse's image-size-responsive (¾ of the pixels drawn) and no more than 1.5 × them.
        expect(picture.pixels[0], picture.src).toBeGreaterThanOrEqual(0.75 * picture.drawn[0] * DPR);
        expect(picture.pixels[0], picture.src).toBeLessThanOrEqual(1.5 * picture.drawn[0] * DPR);
        // Lighthouse's image-aspect-ratio: drawn in its own proportions.
        expect(
          Math.abs(picture.drawn[0] / picture.drawn[1] - picture.natural[0] / picture.natural[1]),
        ).toBeLessThan(0.05);
        expect(picture.loading, picture.src).toBe(picture.cover ? "eager" : "lazy");
        expect(picture.bytes, picture.src).toBeGreaterThan(0);
      }
      // Far fewer bytes than the files the owner saved.
      const sent = shown.reduce((sum, picture) => sum + picture.bytes, 0);
      const saved = raster.reduce((sum, image) => sum + statSync(image.path).size, 0);
      console.log(
        `${host.name}, ${picturedNotePath} on a 390 px phone at ${DPR}×: ${shown.map((p) => `${p.src.split("/").pop()} ${p.pixels[0]} px for ${p.drawn[0] * DPR}, ${p.bytes} B`).join("; ")} (saved as ${saved} B)`,
      );
      expect(sent).toBeLessThan(saved / 4);
      expect([violations, foreign]).toEqual([[], []]);
    });

    test("a cover is asked for from <head>, before the scripts, and fetched once", async ({ page }) => {
      await page.goto(`${server.origin}${picturedNotePath}`);
      const cover = page.locator("main .note-cover img");
      if (!note?.cover) return expect(cover, "no cover, nothing to preload").toHaveCount(0);
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toBeTruthy();
      const fetched = await cover.evaluate((img: HTMLImageElement) => {
        const head = [...document.head.children];
        const preload = head.findIndex((el) => el.matches('link[rel="preload"][as="image"]'));
        const script = head.findIndex((el) => el.matches("script[src]"));
        return {
          preloadBeforeScripts: preload >= 0 && (script < 0 || preload < script),
          requests: performance
            .getEntriesByName(img.currentSrc)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        };
      });
      expect(fetched).toEqual({ preloadBeforeScripts: true, requests: ["link"] });
    });
  });
