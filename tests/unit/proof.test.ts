/**
 * @jest-environment node
 */
// Proof a visitor can check: a case study's measured results, a testimonial's case study, the owner's photo.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { ContentError } from "@/lib/config-error.mjs";
import { noteLinkProblems, validateNoteLinks } from "@/lib/content-schema";
import { founderPhoto } from "@/lib/founder-photo.mjs";
import { pictureSources } from "@/lib/notes/pictures.mjs";
import { checkFrontmatter } from "@/lib/notes/schema.mjs";
import { formatResult } from "@/lib/notes/results";
import { loadNotes } from "@/lib/notes/queries";

jest.setTimeout(120_000);

describe("a case study's results", () => {
  const caseStudy = {
    title: "A receptionist",
    summary: "What it did.",
    published: "2026-11-20",
    kind: "case-study",
  };

  it("read as a number, a unit and what it measures", () => {
    const results = [
      { value: 31, unit: "%", label: "more bookings" },
      { value: 2.5, label: "hours saved" },
    ];
    expect(checkFrontmatter({ ...caseStudy, results })).toEqual({
      data: expect.objectContaining({ results }),
      problems: [],
    });
  });

  it.each([
    [{ results: [{ value: "31%", label: "more bookings" }] }, "must be a number"],
    [{ results: [{ value: 31 }] }, "must not be empty"],
    [{ results: [] }, "must list at least one result"],
    [{ results: Array(5).fill({ value: 1, label: "x" }) }, "must list at most 4 results"],
    [
      { results: [{ value: 1, label: "x", lable: "y" }] },
      "entry 1: unknown field lable: did you mean label?",
    ],
    [{ kind: "note", results: [{ value: 1, label: "x" }] }, "only a case study"],
  ])("refuse %j, saying what a result must be", (fields, message) => {
    const { problems } = checkFrontmatter({ ...caseStudy, ...fields });
    expect(problems).toEqual([{ field: "results", message: expect.stringContaining(message) }]);
  });

  it.each([
    [{ value: 31, unit: "%", label: "" }, "en-GB", "31%"],
    [{ value: 31, unit: "%", label: "" }, "es-ES", "31\u00a0%"],
    [{ value: 2.5, unit: "h", label: "" }, "en-GB", "2.5 h"],
    [{ value: 2.5, unit: "h", label: "" }, "es-ES", "2,5 h"],
    [{ value: 12000, label: "" }, "en-GB", "12,000"],
    [{ value: -40, unit: "%", label: "" }, "en-GB", "-40%"],
  ])("show %j in %s as %s", (result, locale, shown) => {
    expect(formatResult(result, locale)).toBe(shown);
  });
});

describe("a testimonial's case study", () => {
  const notes = [
    { slug: "front-desk", kind: "case-study", language: "en" },
    { slug: "shop-tips", kind: "note", language: "en" },
    { slug: "recepcion", kind: "case-study", language: "es" },
  ];
  const quote = (caseStudy?: string) => [{ id: "ana" }, { id: "leila", caseStudy }];

  it("may be left out, or name a case study of the default language", () => {
    expect(noteLinkProblems(quote(), notes)).toEqual([]);
    expect(noteLinkProblems(quote("front-desk"), notes)).toEqual([]);
  });

  it.each([
    ["front-dsk", `"front-dsk" is no case study's slug: did you mean front-desk?`],
    ["shop-tips", `"shop-tips" is a note, not a case study (known: front-desk)`],
    ["recepcion", `"recepcion" is no case study's slug (known: front-desk)`],
  ])("refuses %s, naming the entry, the field and the nearest case study", (slug, says) => {
    expect(noteLinkProblems(quote(slug), notes)).toEqual([
      `content/testimonials.ts: entry 2 (leila), field caseStudy: ${says}`,
    ]);
  });

  it("the site's testimonials name case studies that are there", () => {
    expect(() => validateNoteLinks(loadNotes())).not.toThrow();
  });
});

describe("the owner's photo", () => {
  const folder = () => mkdtempSync(join(tmpdir(), "founder-"));
  const square = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: "#8a6" } })
      .jpeg()
      .toBuffer();

  it("is none without a folder or a photo in it", () => {
    expect(founderPhoto(join(tmpdir(), "no-such-folder"))).toBeUndefined();
    const empty = folder();
    writeFileSync(join(empty, "README.md"), "notes");
    expect(founderPhoto(empty)).toBeUndefined();
  });

  it("is made into the site's sizes and formats, from photo.jpg", async () => {
    const dir = folder();
    writeFileSync(join(dir, "photo.jpg"), await square(900));
    const photo = founderPhoto(dir)!;
    expect(photo).toMatchObject({ width: 900, height: 900, type: "image/jpeg" });
    const { sources, srcSet } = pictureSources(photo);
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(srcSet).toMatch(/^\/pictures\/photo-400\.[0-9a-f]+\.jpg 400w, /);
  });

  it.each([
    ["photo.svg", "<svg/>", "must be a JPEG, PNG, WebP or AVIF photo"],
    ["photo.jpg", "not a picture", "cannot be read as JPG"],
  ])("refuses %s, saying why", (name, bytes, message) => {
    const dir = folder();
    writeFileSync(join(dir, name), bytes);
    expect(() => founderPhoto(dir)).toThrow(ContentError);
    expect(() => founderPhoto(dir)).toThrow(message);
  });

  it("refuses two photos, and a link to a file elsewhere", async () => {
    const two = folder();
    writeFileSync(join(two, "photo.jpg"), await square(100));
    writeFileSync(join(two, "photo.png"), await square(100));
    expect(() => founderPhoto(two)).toThrow("one photo, not 2");
    const linked = folder();
    const outside = join(folder(), "me.jpg");
    writeFileSync(outside, await square(100));
    mkdirSync(join(linked, "x"));
    symlinkSync(outside, join(linked, "photo.jpg"));
    expect(() => founderPhoto(linked)).toThrow("is a link or not a regular file");
  });
});
