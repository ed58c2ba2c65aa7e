import { existsSync, readdirSync, readFileSync } from "node:fs";

const readme = readFileSync("README.md", "utf8");
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  version: string;
  scripts: Record<string, string>;
};

/** The text of one `## ` section of the README. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start).toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe("README, for the owner", () => {
  it.each(["Edit your content", "Configure", "Deploy to Vercel", "Deploy anywhere else"])(
    "has a %p section",
    (title) => {
      expect(section(title).length).toBeGreaterThan(200);
    },
  );

  it("names every content file in Edit your content", () => {
    const files = readdirSync("content").filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(section("Edit your content")).toContain(`content/${file}`);
  });

  it("explains every variable of .env.example in Configure and names them for Vercel", () => {
    const variables = [...readFileSync(".env.example", "utf8").matchAll(/^([A-Z_]+)=/gm)].map(
      (match) => match[1],
    );
    expect(variables).toEqual(expect.arrayContaining(["WHATSAPP_NUMBER", "SITE_URL", "PROFILE_URLS"]));
    for (const variable of variables) expect(section("Configure")).toContain(`\`${variable}\``);
    expect(section("Deploy to Vercel")).toContain("WHATSAPP_NUMBER");
  });

  it("deploys the static export to each kind of host with nothing copied by hand", () => {
    const elsewhere = section("Deploy anywhere else");
    for (const needle of [
      "npm run build:static",
      "out/_headers",
      "out/nginx.conf",
      "Cloudflare Pages",
      "Netlify",
    ]) {
      expect(elsewhere).toContain(needle);
    }
    expect(elsewhere).toMatch(/GitHub Pages[\s\S]*without the security headers/);
  });

  it("stays the owner's guide: the first day, then the two commands, at most 12,000 bytes, detail in docs/", () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12_000);
    const titles = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(titles.slice(0, 3)).toEqual([
      "Your first day",
      "Run the site (one command)",
      "Run the tests (one command)",
    ]);
  });

  it("names on the first day every placeholder the site ships with", () => {
    const firstDay = section("Your first day");
    for (const needle of [
      "WHATSAPP_NUMBER",
      "SITE_URL",
      "content/site.ts",
      "content/testimonials.ts",
      "npm run check",
      "npm run preview",
      "PORT=",
    ])
      expect(firstDay).toContain(needle);
  });

  it("links only to docs that exist", () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#]+)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(existsSync(link)).toBe(true);
  });

  it("only mentions npm scripts that exist", () => {
    const mentioned = new Set([...readme.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!));
    expect(mentioned.size).toBeGreaterThan(5);
    for (const script of mentioned) expect(Object.keys(packageJson.scripts)).toContain(script);
  });

  it("has a quick check of the notes and content, layout, lint, formatting, types and unit tests, without a browser", () => {
    const check = packageJson.scripts.check ?? "";
    expect(check).toMatch(/^node tests\/harness\/run-all\.mjs /);
    // Formatting too: CI checks it, so the quick loop catches what would stop CI.
    expect(check.split(" ").slice(2)).toEqual(["content", "layout", "lint", "format", "typecheck", "unit"]);
  });
});

describe("CHANGELOG.md", () => {
  it("describes the version in package.json", () => {
    const changelog = readFileSync("CHANGELOG.md", "utf8");
    expect(changelog).toMatch(
      new RegExp(`^## ${packageJson.version.replace(/\./g, "\\.")} — \\d{4}-\\d{2}-\\d{2}$`, "m"),
    );
  });
});

describe("docs/upgrading-next.md", () => {
  it("names every assumption about Next's output, each in the table of steps", async () => {
    const { ASSUMPTIONS } = await import("@/tools/pipeline/next-output.mjs");
    const table = readFileSync("docs/upgrading-next.md", "utf8")
      .split("\n")
      .filter((line) => line.startsWith("| "))
      .join("\n");
    const names = Object.keys(ASSUMPTIONS);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(table).toContain(`\`${name}\``);
  });
});
