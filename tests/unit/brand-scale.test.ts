import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

// The brand scale (app/globals.css) names every size of type, corner and shadow the site draws. These tests hold
// the stylesheet and the components to it: a raw step (`rounded-2xl`, `shadow-md`, `text-4xl`, `font-size: 30px`)
// anywhere else is a second place the look is decided.

const stylesheet = readFileSync("app/globals.css", "utf8");

/** The names the scale gives one kind of step: `--radius-card` in the scale's block gives "card". */
function stepsOf(kind: "text" | "radius" | "shadow" | "spacing", css: string): string[] {
  const block = /The brand scale[\s\S]*?@theme inline \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
  return [...block.matchAll(new RegExp(`^\\s*--${kind}-([a-z]+):`, "gm"))].map((match) => match[1] ?? "");
}

/** Shapes, not steps: a circle or a square corner. */
const SHAPES = ["full", "none"];

/** Every off-scale step in a piece of class lists or CSS, as written. */
function offScale(text: string, css = stylesheet): string[] {
  const found: string[] = [];
  const radius = [...stepsOf("radius", css), ...SHAPES];
  const shadow = [...stepsOf("shadow", css), "none"];
  for (const [token, step] of text.matchAll(
    /(?<![\w-])rounded(?:-(?:[trbl]|[se]{1,2}|[tb][lr]))?(?:-([a-z0-9]+|\[[^\]]*\]))?(?![\w-])/g,
  ))
    if (!step || !radius.includes(step)) found.push(token);
  for (const [token, step] of text.matchAll(/(?<![\w-])shadow(?:-([a-z0-9]+|\[[^\]]*\]))?(?![\w/-])/g))
    if (!step || !shadow.includes(step)) found.push(token);
  // Tailwind's larger steps (2xl to 9xl) and sizes in brackets; xs to xl are the scale's text sizes.
  for (const [token] of text.matchAll(/(?<![\w-])text-(?:\d+xl|\[[\d.][^\]]*\])(?![\w-])/g))
    found.push(token);
  // Plain declarations: a literal size, corner or blurred shadow is a step of its own.
  for (const [declaration] of text.matchAll(/(?<![\w-])font-size:\s*[\d.]+[a-z%]*/g)) found.push(declaration);
  for (const [declaration, value = ""] of text.matchAll(/(?<![\w-])border-radius:\s*([^;]+)/g))
    if (/(?<![\w.-])(?!0(?![\d.]))[\d.]+(rem|px|em|%)/.test(value.replace(/--theme\([^)]*\)/g, "")))
      found.push(declaration.trim());
  for (const [declaration, value = ""] of text.matchAll(/(?<![\w-])box-shadow:\s*([^;]+)/g))
    if (/(?:^|,)\s*-?[\d.]+[a-z]*\s+-?[\d.]+[a-z]*\s+(?!0(?![\d.]))[\d.]+/.test(value))
      found.push(declaration.trim());
  return found;
}

/** The site's stylesheet without its comments and the blocks that define the steps (the tokens, the scale). */
function rulesOf(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/@theme inline \{[\s\S]*?\n\}/g, "")
    .replace(/^:root \{[\s\S]*?\n\}/m, "");
}

/** Every code file under a folder. */
function codeFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A code file's string literals: where its class lists are. */
function stringsOf(code: string): string {
  return [...code.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)]
    .map(([s]) => s)
    .join("\n");
}

describe("the brand scale", () => {
  it("names each kind of step in one block of app/globals.css", () => {
    for (const kind of ["text", "radius", "shadow", "spacing"] as const)
      expect(stepsOf(kind, stylesheet).length).toBeGreaterThan(0);
    expect(stylesheet.match(/The brand scale/g)).toHaveLength(1);
  });

  it("finds raw steps in class lists and in plain CSS", () => {
    const css = `/* The brand scale */\n@theme inline {\n  --text-title: 2rem;\n  --radius-card: 1rem;\n  --shadow-card: 0 1px 2px #0001;\n  --spacing-section: 5rem;\n}`;
    expect(
      offScale("rounded-card shadow-card text-title text-sm rounded-full hover:shadow-card", css),
    ).toEqual([]);
    expect(
      offScale("rounded rounded-2xl rounded-t-lg shadow shadow-md text-4xl text-[2rem] sm:text-6xl", css),
    ).toEqual([
      "rounded",
      "rounded-2xl",
      "rounded-t-lg",
      "shadow",
      "shadow-md",
      "text-4xl",
      "text-[2rem]",
      "text-6xl",
    ]);
    // Colours, alignment and wrapping are not sizes; a ring drawn with box-shadow is not elevation.
    expect(
      offScale("text-primary text-center text-balance text-[oklch(0.3_0.1_275)] transition-shadow", css),
    ).toEqual([]);
    expect(
      offScale("box-shadow: 0 0 0 4px var(--card); border-radius: 0 --theme(--radius-card inline);", css),
    ).toEqual([]);
    expect(offScale("font-size: 1.875rem; border-radius: 1rem; box-shadow: 0 4px 12px #0002;", css)).toEqual([
      "font-size: 1.875rem",
      "border-radius: 1rem",
      "box-shadow: 0 4px 12px #0002",
    ]);
  });

  it("is the only sizes, corners and shadows the stylesheet's rules use", () => {
    expect(offScale(rulesOf(stylesheet))).toEqual([]);
  });

  it.each(["app", "components", "lib"])("is the only sizes, corners and shadows %s/ uses", (folder) => {
    const problems = codeFiles(folder).flatMap((file) =>
      offScale(stringsOf(readFileSync(file, "utf8"))).map((token) => `${file}: ${token}`),
    );
    expect(problems).toEqual([]);
  });
});
