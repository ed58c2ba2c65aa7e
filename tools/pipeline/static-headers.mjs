// @ts-check
// What the static export (npm run build:static) must hold, and the headers written beside its files: `_headers` for
// Cloudflare Pages and Netlify, `nginx.conf` for nginx. Both carry the same header set as `next start`
// (lib/security-headers.mjs), with each page's Content-Security-Policy built from that export's own HTML.
import { drawnFiles, pageRoutes } from "../../lib/routes.mjs";
import { contentSecurityPolicy, staticSecurityHeaders } from "../../lib/security-headers.mjs";

/** Each page's preview image (app/…/opengraph-image.tsx), as a path: /opengraph-image, /aboutme/opengraph-image. */
const previewImages = pageRoutes.map((route) => `${route.path.replace(/\/$/, "")}/opengraph-image`);

/** What a deployable export must hold: the pages, the 404 page and every metadata file. */
export const REQUIRED_FILES = [
  ...pageRoutes.map((route) => route.html),
  "404.html",
  "sitemap.xml",
  "robots.txt",
  "manifest.webmanifest",
  "icon.svg",
  ...Object.values(drawnFiles).map((path) => path.slice(1)),
  "apple-icon",
  "favicon.ico",
  ...previewImages.map((path) => path.slice(1)),
  "llms.txt",
  "llms-full.txt",
  ".well-known/security.txt",
];

/** @typedef {{ key: string, value: string }} Header */

/** Hashed build files: their names change with their content, so browsers may keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (pages, icons, sitemap): cached, but checked with the server before each use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Files the export names without an extension, which no server can type by name. */
export const EXTENSIONLESS_PNG = ["/apple-icon", ...previewImages];

/**
 * @typedef {object} PagePolicies
 * @property {Record<string, string[]>} byPath  page path ("/", "/aboutme") → its inline-script hashes
 * @property {string[]} notFound  the 404 page's hashes
 */

/** @param {readonly string[]} hashes */
const policy = (hashes) => contentSecurityPolicy({ scriptHashes: hashes });

/**
 * The policy for every path. Cloudflare Pages and Netlify join the values of a header that two matching
 * rules both set, and a browser enforces each joined policy, so a page gets the intersection of this one
 * and its own. This one therefore allows every page's scripts (the union), and each page's own rule narrows
 * it to exactly its scripts. The 404 page narrows it with a `<meta>` policy of its own (build-static.mjs).
 * @param {PagePolicies} pages
 */
export function everyPathPolicy({ byPath, notFound }) {
  return policy([...new Set([...Object.values(byPath).flat(), ...notFound])]);
}

/**
 * The 404 page's policy as a `<meta>` element can carry it: `frame-ancestors` works only as a header (the
 * header set's X-Frame-Options: DENY covers framing there).
 * @param {readonly string[]} hashes
 */
export function metaPolicy(hashes) {
  return policy(hashes)
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
}

/**
 * `_headers` (Cloudflare Pages and Netlify share the format): a path pattern, then its headers indented.
 * @param {PagePolicies} pages
 */
export function headersFile(pages) {
  /** @type {[string, Header[]][]} */
  const rules = [
    ["/*", [...staticSecurityHeaders, { key: "Content-Security-Policy", value: everyPathPolicy(pages) }]],
    ...Object.entries(pages.byPath).map(
      ([path, hashes]) =>
        /** @type {[string, Header[]]} */ ([
          path,
          [{ key: "Content-Security-Policy", value: policy(hashes) }],
        ]),
    ),
    // Both hosts already answer everything else with "public, max-age=0, must-revalidate".
    ["/_next/static/*", [{ key: "Cache-Control", value: IMMUTABLE }]],
    ...EXTENSIONLESS_PNG.map(
      (path) => /** @type {[string, Header[]]} */ ([path, [{ key: "Content-Type", value: "image/png" }]]),
    ),
  ];
  const lines = [
    "# Written by `npm run build:static` (tools/pipeline/static-headers.mjs) from this export's HTML.",
  ];
  for (const [path, headers] of rules) {
    lines.push(path);
    for (const { key, value } of headers) lines.push(`  ${key}: ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * @param {Header[]} headers
 * @param {string} indent
 */
const addHeaders = (headers, indent) =>
  headers.map(({ key, value }) => `${indent}add_header ${key} "${value}" always;`).join("\n");

/**
 * A ready nginx `server` block that serves the folder at `root` with the same headers, clean URLs, the same
 * redirects as `next start`, the 404 page for every unknown path and the files compressed at build time.
 * nginx drops a parent's `add_header` lines in any block that has its own, so each block carries the full set.
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
  location ^~ /_next/static/ {
${set(notFound, IMMUTABLE)}
    try_files $uri =404;
  }
  location ~ ^(${EXTENSIONLESS_PNG.join("|")})$ {
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
