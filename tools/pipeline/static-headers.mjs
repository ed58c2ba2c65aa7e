// @ts-check
// What the static export (npm run build:static) must hold, and the headers written beside its files: `_headers` for
// Cloudflare Pages and Netlify, `nginx.conf` for nginx. Both carry the same header set as `next start`
// (lib/security-headers.mjs); each page's Content-Security-Policy is built from that export's own HTML, in a
// <meta> of the page and, on nginx, in its header too.
import { languages } from "../../content/languages.mjs";
import {
  FEED_PATH,
  FEED_TYPE,
  PICTURES_PATH,
  drawnFiles,
  languageNotFoundRoutes,
  pageRoutes,
  pathIn,
} from "../../lib/routes.mjs";
import {
  BUILD_FILE_FOLDERS,
  IMMUTABLE,
  contentSecurityPolicy,
  resourceHeaders,
  staticSecurityHeaders,
} from "../../lib/security-headers.mjs";

/** Each language's notes' feed, and the files the pages draw at build (app/<name>/route.ts, app/[lang]/<name>). */
const feeds = languages.map(({ code }) => pathIn(code, FEED_PATH));
const drawn = languages.flatMap(({ code }) => Object.values(drawnFiles).map((path) => pathIn(code, path)));

/** Each page's preview image (components/og/preview-route.ts). */
const previewImages = pageRoutes.map((route) => `${route.path.replace(/\/$/, "")}/opengraph-image`);

export const REQUIRED_FILES = [
  ...pageRoutes.map((route) => route.html),
  "404.html",
  ...languageNotFoundRoutes.map((route) => route.html),
  "sitemap.xml",
  "robots.txt",
  "manifest.webmanifest",
  "icon.svg",
  ...drawn.map((path) => path.slice(1)),
  "apple-icon",
  "favicon.ico",
  ...previewImages.map((path) => path.slice(1)),
  "llms.txt",
  "llms-full.txt",
  ...feeds.map((path) => path.slice(1)),
  ".well-known/security.txt",
];

/** @typedef {{ key: string, value: string }} Header */

export { IMMUTABLE };
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Files the export names without an extension, which no server can type by name. */
export const EXTENSIONLESS_PNG = ["/apple-icon", ...previewImages];

/**
 * @typedef {object} PagePolicies
 * @property {Record<string, string[]>} byPath  page path ("/", "/aboutme") → its inline-script hashes
 * @property {string[]} notFound  the 404 page's hashes
 * @property {Record<string, string[]>} languageNotFound  another language's 404 page ("/es/404") → its hashes
 */

/** @param {readonly string[]} hashes */
const policy = (hashes) => contentSecurityPolicy({ scriptHashes: hashes });

/** A directive a `<meta>` policy cannot carry. @param {string} directive */
const headerOnly = (directive) => directive.startsWith("frame-ancestors");

/**
 * A page's policy for a `<meta>` first in its <head>: all of it but `frame-ancestors`, which only a header can carry.
 * @param {readonly string[]} hashes
 */
export function metaPolicy(hashes) {
  return policy(hashes)
    .split("; ")
    .filter((directive) => !headerOnly(directive))
    .join("; ");
}

/**
 * The header policy of `_headers`: only what a `<meta>` cannot carry. It restricts no script, so each page's own
 * `<meta>` policy decides its scripts, whether the host joins matching rules' values (Cloudflare Pages) or lets
 * the last win (Netlify); one rule for every path keeps the file the same size with any number of pages.
 */
export const headerPolicy = () => policy([]).split("; ").filter(headerOnly).join("; ");

/**
 * Each extensionless preview image, by the shape of its path: `/:a/opengraph-image` for every page one level
 * down, so that a new note or service adds no rule.
 */
const previewImagePatterns = () => [
  ...new Set(
    EXTENSIONLESS_PNG.map((path) =>
      path
        .split("/")
        .map((segment, index, all) => (segment && index < all.length - 1 ? `:p${index}` : segment))
        .join("/"),
    ),
  ),
];

/** `_headers` (Cloudflare Pages and Netlify share the format): a fixed handful of rules. */
export function headersFile() {
  /** @type {[string, Header[]][]} */
  const rules = [
    ["/*", [...staticSecurityHeaders, { key: "Content-Security-Policy", value: headerPolicy() }]],
    // Both hosts already answer everything else with "public, max-age=0, must-revalidate".
    ["/_next/static/*", [{ key: "Cache-Control", value: IMMUTABLE }]],
    [`${PICTURES_PATH}/*`, [{ key: "Cache-Control", value: IMMUTABLE }]],
    ...feeds.map(
      (path) => /** @type {[string, Header[]]} */ ([path, [{ key: "Content-Type", value: FEED_TYPE }]]),
    ),
    ...previewImagePatterns().map(
      (path) => /** @type {[string, Header[]]} */ ([path, [{ key: "Content-Type", value: "image/png" }]]),
    ),
  ];
  const lines = [
    "# Written by `npm run build:static` (tools/pipeline/static-headers.mjs). Each page's script policy is a",
    "# <meta> in its HTML; the header adds what a <meta> cannot carry.",
  ];
  for (const [path, headers] of rules) {
    lines.push(path);
    for (const { key, value } of headers) lines.push(`  ${key}: ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * @param {Header[]} headers @param {string} indent
 */
const addHeaders = (headers, indent) =>
  headers.map(({ key, value }) => `${indent}add_header ${key} "${value}" always;`).join("\n");

/**
 * An nginx `server` block serving `root` as next start would, with the files compressed at build time. nginx
 * drops a parent's `add_header` lines in a block that has its own, so each block carries the full set.
 * @param {PagePolicies} pages
 * @param {{ root: string, listen?: string }} options
 */
export function nginxConfig(pages, { root, listen = "8080" }) {
  /** @param {readonly string[]} hashes @param {string} cache */
  const set = (hashes, cache) =>
    addHeaders(
      [
        ...staticSecurityHeaders,
        { key: "Content-Security-Policy", value: policy(hashes) },
        { key: "Cache-Control", value: cache },
      ],
      "    ",
    );
  const notFound = pages.notFound;
  const pageBlocks = Object.entries(pages.byPath).map(([path, hashes]) => {
    const file = path === "/" ? "/index.html" : `${path}.html`;
    // A rewrite, not `try_files ${file} =404`: with that, brotli_static (Debian's module) sent `/` as it is,
    // though gzip_static found index.html.gz. A missing file still ends on the 404 page.
    return `  location = ${path} {\n${set(hashes, REVALIDATE)}\n    rewrite ^ ${file} break;\n  }`;
  });
  return `# Written by \`npm run build:static\` (tools/pipeline/static-headers.mjs) from this export's HTML.
# Include it in nginx's http block (which should include mime.types). Set \`listen\` and \`server_name\`
# for your server, and \`root\` if you move the folder; put TLS in front or add it here.
# brotli_static needs the brotli module (Debian and Ubuntu: libnginx-mod-http-brotli-static); without it,
# delete that line and gzip_static still serves the .gz files.
server {
  listen ${listen};
  server_name _;
  root ${root};
  charset utf-8;
  server_tokens off;
  autoindex off;
  disable_symlinks on;
  absolute_redirect off;
  gzip_static on;
  brotli_static on;
  # Vary: Accept-Encoding on what those two serve, so a cache between nginx and a browser never hands the
  # brotli copy to a client that did not ask for it.
  gzip_vary on;
  types {
    text/html html;
    text/css css;
    text/javascript js;
    text/plain txt;
    application/xml xml;
    image/svg+xml svg;
    image/avif avif;
    image/webp webp;
    image/png png;
    image/jpeg jpg;
    image/x-icon ico;
    font/woff2 woff2;
    application/manifest+json webmanifest;
  }
  default_type application/octet-stream;
  error_page 404 /404.html;

${pageBlocks.join("\n")}
  location = /404.html {
    internal;
${set(notFound, REVALIDATE)}
  }
  # The same redirects as next start: no trailing slash, no .html in a page's address.
  location = /index.html {
    return 308 /;
  }
  location ~ ^(/.+)\\.html$ {
    return 308 $1;
  }
  location ~ ^(/.+)/$ {
    return 308 $1;
  }
  # The build's own notes, not for visitors.
  location ~ ^/(_headers|nginx\\.conf)$ {
    return 404;
  }
${BUILD_FILE_FOLDERS.map(
  (folder) => `  location ^~ ${folder} {
${addHeaders([...resourceHeaders, { key: "Cache-Control", value: IMMUTABLE }], "    ")}
    try_files $uri =404;
  }`,
).join("\n")}
${feeds
  .map(
    (feed) => `  location = ${feed} {
    default_type "${FEED_TYPE}";
    types {}
${set(notFound, REVALIDATE)}
    try_files $uri =404;
  }`,
  )
  .join("\n")}
  # Another language's missing addresses get its own 404 page.
${Object.entries(pages.languageNotFound)
  .map(([path, hashes]) => {
    const prefix = path.slice(0, path.lastIndexOf("/") + 1);
    return `  location ${prefix} {
    error_page 404 ${path}.html;
${set(notFound, REVALIDATE)}
    try_files $uri =404;
  }
  location = ${path}.html {
    internal;
${set(hashes, REVALIDATE)}
  }`;
  })
  .join("\n")}
  # The preview images (\`opengraph-image\` of every page) and the apple-touch icon, named without an extension.
  location ~ ^(/apple-icon|(/[^/]+)*/opengraph-image)$ {
    default_type image/png;
${set(notFound, REVALIDATE)}
    try_files $uri =404;
  }
  location / {
${set(notFound, REVALIDATE)}
    try_files $uri =404;
  }
}
`;
}
