// The framework's floor on this machine: a static Next.js page with no client components, no CSS file and
// no web font, built from this project's own node_modules. The bench measures it in the same run as the site,
// once as `next build` leaves it and once with the site's compile hint, so the site's figures can be read
// against what Next.js alone costs here. More rows add to the hinted page what the site's first paint
// waits for besides the framework: its built stylesheet, inlined as the site's build inlines it, then also
// its web font (`styled`); the last also renders the site's home-page markup as plain server components,
// with no client component: what React costs for this content alone (payload, hydration, style), without
// the site's interactive parts.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";
import { pageRoutes, routes } from "../lib/routes.mjs";
import { addCompileHints } from "../tools/build/compile-hints.mjs";
import { inlineStylesheetsOfBuild } from "../tools/build/inline-css.mjs";
import {
  NEXT_DIR,
  STYLESHEET_LINK,
  buildFileOfUrl,
  prerenderedHtmlPath,
} from "../tools/build/next-output.mjs";

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

/** HTML attribute names whose React prop is spelled differently (the ones a page of this site can carry). */
const PROP_NAMES = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  popovertarget: "popoverTarget",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
};
const BOOLEAN_ATTRIBUTES = new Set(["hidden", "disabled", "open", "inert"]);
/** Elements Next.js adds to the body (scripts, resource hints) rather than the page's own content. */
const FRAMEWORK_ELEMENTS = new Set(["script", "template", "link", "style", "meta", "noscript"]);
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** `style="a-b: 1; --c: 2"` as a React style object. */
const styleObject = (style) =>
  Object.fromEntries(
    style
      .split(";")
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name = "", value]) => [
        name.startsWith("--") ? name : camel(name.replace(/^-webkit-/, "Webkit-")),
        value,
      ]),
  );

/** @param {{ name: string, value: string }[]} attrs  @param {boolean} svg */
function propsOf(attrs, svg) {
  /** @type {Record<string, unknown>} */
  const props = {};
  for (const { name, value } of attrs) {
    if (name === "style") props.style = styleObject(value);
    else if (BOOLEAN_ATTRIBUTES.has(name) && value === "") props[name] = true;
    else if (PROP_NAMES[name]) props[PROP_NAMES[name]] = value;
    else if (svg && name.includes("-") && !/^(aria|data)-/.test(name)) props[camel(name)] = value;
    else props[name] = value;
  }
  return props;
}

/**
 * @typedef {string | { t: string, p: Record<string, unknown>, c: MarkupNode[] } | { a: MarkupNode[] }} MarkupNode
 *   text; an element (tag, React props, children); or an `<Activity>` boundary and what it holds.
 */

/**
 * The children of a parse5 node as markup nodes: text and the page's elements, with the `<!--&-->` …
 * `<!--/&-->` comments React writes around an `<Activity>` boundary turned back into one.
 * @param {any} parent @returns {MarkupNode[]}
 */
function markupOf(parent) {
  /** @type {MarkupNode[][]} */
  const open = [[]];
  const add = (/** @type {MarkupNode} */ node) => open.at(-1)?.push(node);
  for (const node of parent.childNodes ?? []) {
    if (node.nodeName === "#text") add(node.value);
    else if (node.nodeName === "#comment") {
      if (node.data === "&") open.push([]);
      else if (node.data === "/&" && open.length > 1) add({ a: /** @type {MarkupNode[]} */ (open.pop()) });
    } else if (node.tagName === "script" && node.attrs.some((a) => a.value === "application/ld+json")) {
      // Structured data is the page's content (and payload), not the framework's.
      const text = node.childNodes.map((child) => child.value ?? "").join("");
      add({
        t: "script",
        p: { ...propsOf(node.attrs, false), dangerouslySetInnerHTML: { __html: text } },
        c: [],
      });
    } else if (node.tagName && !FRAMEWORK_ELEMENTS.has(node.tagName)) {
      const svg = node.namespaceURI === "http://www.w3.org/2000/svg";
      add({ t: node.tagName, p: propsOf(node.attrs, svg), c: markupOf(node) });
    }
  }
  while (open.length > 1) add({ a: /** @type {MarkupNode[]} */ (open.pop()) });
  return open[0] ?? [];
}

/**
 * The body of one of the site's prerendered pages as markup nodes, for the floor page to render as plain
 * server components (run after the site's build).
 * @param {string} siteDir @param {string} file  the page's HTML under .next/server/app
 * @returns {MarkupNode[]}
 */
export function siteMarkup(siteDir = ".", file = "index.html") {
  const path = prerenderedHtmlPath(file, join(siteDir, NEXT_DIR));
  if (!existsSync(path)) throw new Error(`${path} is missing: build the site before the floor`);
  const html = parse(readFileSync(path, "utf8")).childNodes.find((node) => node.tagName === "html");
  const part = (/** @type {string} */ tag) => html?.childNodes.find((node) => node.tagName === tag);
  const body = part("body");
  if (!body) throw new Error(`${path} has no <body>`);
  // A render-blocking link is the page's own markup that React hoisted into the head (the hero's `expect`
  // link holds the first paint until the hero is read): the floor renders it too, and React hoists it again.
  const blocking = (part("head")?.childNodes ?? [])
    .filter((node) => node.tagName === "link" && node.attrs.some((a) => a.name === "blocking"))
    .map((node) => ({ t: "link", p: propsOf(node.attrs, false), c: [] }));
  return [...blocking, ...markupOf(body)];
}

/** Same-origin image paths in markup (the floor serves the site's copies of them). */
function imagePaths(nodes) {
  return nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    if ("a" in node) return imagePaths(node.a);
    const src =
      node.t === "img" && typeof node.p.src === "string" && node.p.src.startsWith("/") ? [node.p.src] : [];
    return [...src, ...imagePaths(node.c)];
  });
}

/** The floor page that renders the site's markup: every element a server component, no client component. */
const markupPage = (markup) => `import { Activity, createElement, type ReactNode } from "react";

type MarkupNode = string | { t: string; p: Record<string, unknown>; c: MarkupNode[] } | { a: MarkupNode[] };
const markup: MarkupNode[] = ${JSON.stringify(markup)};

function render(node: MarkupNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  if ("a" in node) return <Activity key={key}>{node.a.map(render)}</Activity>;
  return createElement(node.t, { ...node.p, key }, ...node.c.map(render));
}

export default function Page() {
  return <>{markup.map(render)}</>;
}
`;

/**
 * The stylesheets the site's built home page links (run after the site's build), as one file, without the
 * web font's @font-face: the floor declares the font itself when it has one.
 */
export function siteStylesheet(siteDir = ".") {
  const html = readFileSync(prerenderedHtmlPath(routes.home.html, join(siteDir, NEXT_DIR)), "utf8");
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map(([, href]) => href ?? "");
  if (hrefs.length === 0) throw new Error("the site's build links no stylesheet: build it before the floor");
  return hrefs
    .map((href) => readFileSync(buildFileOfUrl(href, join(siteDir, NEXT_DIR)), "utf8"))
    .join("\n")
    .replace(/@font-face\{[^}]*url\([^}]*\}/g, "");
}

/**
 * @typedef {{ compileHints: boolean, styled?: "stylesheet" | "stylesheet and font" | "stylesheet, font and markup" }} FloorOptions
 */

/**
 * Writes and builds the floor app under bench/.floor (ignored by git); returns its directory.
 * @param {FloorOptions} options
 */
export function buildFloor({ compileHints, styled }) {
  const dir = `${FLOOR_DIR}/${styled ? styled.replaceAll(/,? /g, "-") : compileHints ? "hinted" : "plain"}`;
  rmSync(dir, { recursive: true, force: true });
  const font = styled === "stylesheet and font" || styled === "stylesheet, font and markup";
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
  if (styled === "stylesheet, font and markup") {
    // Each of the site's pages at the same path (its Lighthouse rows measure the home page).
    for (const route of pageRoutes) {
      const markup = siteMarkup(".", route.html);
      mkdirSync(join(dir, "app", route.path), { recursive: true });
      writeFileSync(join(dir, "app", route.path, "page.tsx"), markupPage(markup));
      for (const src of imagePaths(markup)) {
        const built = prerenderedHtmlPath(`${src}.body`);
        if (!existsSync(built)) continue;
        mkdirSync(join(dir, "public", src, ".."), { recursive: true });
        copyFileSync(built, join(dir, "public", src));
      }
    }
  }
  console.log(`▶ next build of the floor page (${dir})`);
  const result = spawnSync("node", ["../../../node_modules/next/dist/bin/next", "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("the floor page did not build");
  finishFloorBuild(dir, { compileHints, styled });
  return dir;
}

/**
 * The floor app's prerendered pages: its home page, or with the site's markup each of the site's pages, and
 * its 404 page. The pipeline's steps read these, not the site's list.
 * @param {FloorOptions["styled"]} styled
 */
export const floorRoutes = (styled) =>
  styled === "stylesheet, font and markup"
    ? [...pageRoutes, routes.notFound]
    : [routes.home, routes.notFound];

/**
 * What the site's build does after `next build`, done to the floor app in `dir` with the same pipeline functions:
 * the compile hint, and the stylesheet inlined into the HTML (tools/build/inline-css.mjs).
 * @param {string} dir @param {FloorOptions} options
 */
export function finishFloorBuild(dir, { compileHints, styled }) {
  if (compileHints) addCompileHints(join(dir, NEXT_DIR));
  if (styled) inlineStylesheetsOfBuild(join(dir, NEXT_DIR), floorRoutes(styled));
}
