// The floors, built with this project's node_modules and pipeline: a bare static Next.js page (#14), and each
// page's content floor, its markup as plain server components with the site's stylesheet and font (#36): what
// React costs for this content alone. Both are served with the site's headers but its policy.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";
import { pageRoutes, routes } from "../lib/routes.mjs";
import { DOCUMENT_PATHS, staticSecurityHeaders } from "../lib/security-headers.mjs";
import { run } from "./build.mjs";
import { addCompileHints } from "../tools/pipeline/compile-hints.mjs";
import { inlineStylesheetsOfBuild } from "../tools/pipeline/inline-css.mjs";
import {
  NEXT_DIR,
  STYLESHEET_LINK,
  buildFileOfUrl,
  prerenderedHtmlPath,
} from "../tools/pipeline/next-output.mjs";

const FLOOR_DIR = "bench/.floor";

/** The floor's root layout: bare, or with the site's stylesheet and its own font module. */
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

/**
 * What every response of a floor carries: the site's headers but its policy (a floor's inline scripts are not the
 * site's). Served without them, a floor loaded differently: Cross-Origin-Opener-Policy makes Chromium commit the
 * page in a new browsing context group, and Lighthouse's simulated TBT was 60–150 ms higher with it, on the site
 * and on the floors alike (docs/performance.md, "The opener policy").
 */
export const FLOOR_HEADER_RULES = [{ source: DOCUMENT_PATHS, headers: staticSecurityHeaders }];

/**
 * The headers of FLOOR_HEADER_RULES that a response's `headers` lack or give otherwise, as "name: value" (none:
 * served as the site is).
 * @param {{ get: (name: string) => string | null }} headers  a fetch Response's @returns {string[]}
 */
export const headersNotAsSite = (headers) =>
  staticSecurityHeaders
    .filter(({ key, value }) => headers.get(key) !== value)
    .map(({ key, value }) => `${key}: ${value}`);

/** The floors' next.config.mjs. */
export function floorNextConfig() {
  return `export default {
  poweredByHeader: false,
  async headers() {
    return ${JSON.stringify(FLOOR_HEADER_RULES)};
  },
};
`;
}

const files = {
  "package.json": JSON.stringify({ name: "next-floor", private: true, type: "module" }),
  "next.config.mjs": floorNextConfig(),
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

/** HTML attributes of this site whose React prop is spelled differently. */
const PROP_NAMES = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  popovertarget: "popoverTarget",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
};
const BOOLEAN_ATTRIBUTES = new Set(["hidden", "disabled", "open", "inert"]);
/** Elements Next.js adds to the body, not the page's own. */
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
 * A parse5 node's children as markup nodes, React's `<!--&-->` … `<!--/&-->` turned back into `<Activity>`.
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
 * A prerendered page's body as markup nodes (after the site's build).
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
  // A render-blocking link (the hero's `expect`) is the page's own, hoisted by React: the floor renders it too.
  const blocking = (part("head")?.childNodes ?? [])
    .filter((node) => node.tagName === "link" && node.attrs.some((a) => a.name === "blocking"))
    .map((node) => ({ t: "link", p: propsOf(node.attrs, false), c: [] }));
  return [...blocking, ...markupOf(body)];
}

/** Same-origin image paths in markup, which the floor serves from the site's build. */
function imagePaths(nodes) {
  return nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    if ("a" in node) return imagePaths(node.a);
    // An <img>'s src and srcset, a <picture>'s <source>s' srcset (a note's pictures, lib/notes/pictures.mjs).
    const listed = node.t === "img" || node.t === "source" ? [node.p.src, node.p.srcSet] : [];
    const src = listed
      .flatMap((value) => (typeof value === "string" ? value.split(", ") : []))
      .map((candidate) => candidate.split(" ")[0] ?? "")
      .filter((path) => path.startsWith("/"));
    return [...src, ...imagePaths(node.c)];
  });
}

/** The floor page: the site's markup, every element a server component. */
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

/** The stylesheets the site's home page links, as one, without the web font's @font-face (the floor has its own). */
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
 * Writes and builds a floor app under bench/.floor; returns its directory.
 * @param {{ content: boolean }} options  `content`: the content floor of every page, else the bare floor page
 */
export function buildFloor({ content }) {
  const dir = `${FLOOR_DIR}/${content ? "content" : "bare"}`;
  rmSync(dir, { recursive: true, force: true });
  const layoutFile = { "app/layout.tsx": layout({ stylesheet: content, font: content }) };
  for (const [name, text] of Object.entries({ ...files, ...layoutFile })) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  if (content) {
    writeFileSync(join(dir, "app/site.css"), siteStylesheet());
    copyFileSync("components/fonts.ts", join(dir, "app/fonts.ts"));
    cpSync("components/fonts", join(dir, "app/fonts"), { recursive: true });
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
  run(`next build of the floor (${dir})`, ["../../../node_modules/next/dist/bin/next", "build"], {
    cwd: dir,
  });
  finishFloorBuild(dir, { content });
  return dir;
}

/**
 * The site's steps after `next build`, on the floor: the compile hint, and the content floor's stylesheet inlined.
 * @param {string} dir @param {{ content: boolean }} options
 */
export function finishFloorBuild(dir, { content }) {
  addCompileHints(join(dir, NEXT_DIR));
  if (content) inlineStylesheetsOfBuild(join(dir, NEXT_DIR), [...pageRoutes, routes.notFound]);
}
