// The framework's floor on this machine: a static Next.js page with no client components, no CSS file and
// no web font, built from this project's own node_modules. The bench measures it in the same run as the site,
// once as `next build` leaves it and once with the site's compile hint, so the site's figures can be read
// against what Next.js alone costs here. Two more rows add to the hinted page what the site's first paint
// waits for besides the framework: its built stylesheet, then also its preloaded web font (`styled`).
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addCompileHints } from "../tools/compile-hints.mjs";

const FLOOR_DIR = "bench/.floor";

/**
 * The floor's root layout: bare, or with the site's stylesheet (`site.css`), and with the site's own font
 * module (`fonts.ts`, copied with its files) when `font`.
 */
const layout = ({ stylesheet = false, font = false }) =>
  [
    font ? `import { inter } from "./fonts";` : "",
    stylesheet ? `import "./site.css";` : "",
    `export const metadata = { title: "Floor" };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en"${font ? " className={inter.variable}" : ""}>
      ${stylesheet ? `<body className="min-h-dvh font-sans">` : `<body style={{ fontFamily: "sans-serif", margin: 0 }}>`}{children}</body>
    </html>
  );
}
`,
  ]
    .filter(Boolean)
    .join("\n");

const files = {
  "package.json": JSON.stringify({ name: "next-floor", private: true, type: "module" }),
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/page.tsx": `export default function Page() {
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 40 }}>AI Automation Agency</h1>
      <p>Building the future, one automation at a time.</p>
      {Array.from({ length: 20 }, (_, i) => (
        <section key={i}>
          <h2>Section {i + 1}</h2>
          <p>A paragraph long enough to wrap on a phone screen, like the copy of a real section.</p>
        </section>
      ))}
    </main>
  );
}
`,
};

/**
 * The stylesheets the site's built home page links (run after the site's build), as one file, without the
 * web font's @font-face: the floor declares the font itself when it has one.
 */
export function siteStylesheet(siteDir = ".") {
  const html = readFileSync(join(siteDir, ".next/server/app/index.html"), "utf8");
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="\/_next\/(static\/chunks\/[^"]+\.css)"/g)];
  if (hrefs.length === 0) throw new Error("the site's build links no stylesheet: build it before the floor");
  return hrefs
    .map(([, path]) => readFileSync(join(siteDir, ".next", path ?? ""), "utf8"))
    .join("\n")
    .replace(/@font-face\{[^}]*url\([^}]*\}/g, "");
}

/**
 * Writes and builds the floor app under bench/.floor (ignored by git); returns its directory.
 * @param {{ compileHints: boolean, styled?: "stylesheet" | "stylesheet and font" }} options
 */
export function buildFloor({ compileHints, styled }) {
  const dir = `${FLOOR_DIR}/${styled ? styled.replaceAll(" ", "-") : compileHints ? "hinted" : "plain"}`;
  rmSync(dir, { recursive: true, force: true });
  const font = styled === "stylesheet and font";
  const layoutFile = { "app/layout.tsx": layout({ stylesheet: Boolean(styled), font }) };
  for (const [name, text] of Object.entries({ ...files, ...layoutFile })) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  if (styled) writeFileSync(join(dir, "app/site.css"), siteStylesheet());
  if (font) {
    // The site's own font settings, so the row follows them when they change.
    copyFileSync("app/fonts.ts", join(dir, "app/fonts.ts"));
    cpSync("app/fonts", join(dir, "app/fonts"), { recursive: true });
  }
  console.log(`▶ next build of the floor page (${dir})`);
  const result = spawnSync("node", ["../../../node_modules/next/dist/bin/next", "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("the floor page did not build");
  if (compileHints) addCompileHints(join(dir, ".next"));
  return dir;
}
