import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import subsetConfig from "@/components/fonts/inter-subset.json";
import { contentIn } from "@/lib/content";
import { languages } from "@/lib/languages";
import { charactersOf, codePointsOf } from "@/lib/unicode-ranges.mjs";

const covered = new Set(codePointsOf(subsetConfig.unicodeRanges));

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) ? [path] : [];
  });
}

describe("the site's font subset (components/fonts/inter-subset.json)", () => {
  it("covers every character of the content in every language, so no word falls back to another font", async () => {
    const contents = await Promise.all(languages.map(({ code }) => contentIn(code)));
    const missing = new Set<string>();
    for (const text of stringsIn(contents)) {
      for (const char of text) if (!covered.has(char.codePointAt(0)!)) missing.add(char);
    }
    expect([...missing]).toEqual([]);
  });

  it("keeps every font weight the components ask for", () => {
    const weights: Record<string, number> = {
      thin: 100,
      extralight: 200,
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
      black: 900,
    };
    const used = new Set<number>();
    for (const file of [...sourceFiles("app"), ...sourceFiles("components")]) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      )) {
        used.add(weights[match[1]!]!);
      }
      for (const match of text.matchAll(/font-weight:\s*(\d{3})/g)) used.add(Number(match[1]));
    }
    expect(used.size).toBeGreaterThan(0);
    for (const weight of used) {
      expect(weight).toBeGreaterThanOrEqual(subsetConfig.weight.min);
      expect(weight).toBeLessThanOrEqual(subsetConfig.weight.max);
    }
  });

  it("has a size-matched fallback face for each weight it keeps (npm run fonts)", () => {
    const css = readFileSync("components/fonts/inter-fallback.css", "utf8");
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body!);
    const weights = faces.map((face) => Number(/font-weight:\s*(\d+)/.exec(face)?.[1]));
    const expected: number[] = [];
    for (let weight = subsetConfig.weight.min; weight <= subsetConfig.weight.max; weight += 100)
      expected.push(weight);
    expect(weights).toEqual(expected);
    for (const face of faces) {
      expect(face).toMatch(/font-family:\s*"Inter Fallback"/);
      expect(face).toMatch(/local\("Arial"\)|local\("Arial Bold"\)/);
      expect(face).toMatch(/local\("Liberation Sans( Bold)?"\)/);
      const sizeAdjust = Number(/size-adjust:\s*([\d.]+)%/.exec(face)?.[1]);
      expect(sizeAdjust).toBeGreaterThan(95);
      expect(sizeAdjust).toBeLessThan(115);
    }
  });

  it("has been generated (npm run fonts) and is smaller than the file it was cut from", () => {
    const output = readFileSync(subsetConfig.output);
    expect(output.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(output.length).toBeLessThan(readFileSync(subsetConfig.source).length * 0.7);
  });
});

describe("codePointsOf", () => {
  it("reads single code points and ranges", () => {
    expect(codePointsOf(["U+0041-0043", "U+20AC"])).toEqual([0x41, 0x42, 0x43, 0x20ac]);
    expect(charactersOf(["U+0061-0063"])).toBe("abc");
  });

  it("names the entry it cannot read", () => {
    expect(() => codePointsOf(["U+00ZZ"])).toThrow('"U+00ZZ" is not a unicode range like U+0020-00FF');
    expect(() => codePointsOf(["U+0043-0041"])).toThrow('"U+0043-0041" ends before it starts');
  });
});
