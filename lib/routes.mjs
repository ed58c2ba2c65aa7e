// @ts-check
// The site's routes, in one place. Plain JavaScript so that next.config.mjs, the build tools and the bench
// read the same list as the pages (TypeScript reads the types from the JSDoc).

/**
 * @typedef {object} Route
 * @property {string} path  the URL path (the 404 page: Next.js's internal route name)
 * @property {string} html  the file the build prerenders it to, in .next/server/app and in the static export
 */

export const routes = /** @type {const} */ ({
  home: { path: "/", html: "index.html" },
  about: { path: "/aboutme", html: "aboutme.html" },
  notFound: { path: "/_not-found", html: "_not-found.html" },
});

/** The pages a visitor can open by address, in the order of the site. @type {readonly Route[]} */
export const pageRoutes = [routes.home, routes.about];

/** Their paths. */
export const pagePaths = pageRoutes.map((route) => route.path);

/** Every prerendered HTML page, the 404 page included. @type {readonly Route[]} */
export const prerenderedRoutes = Object.values(routes);

/** Files the pages link to that the app draws at build time (app/<name>/route.ts). */
export const drawnFiles = /** @type {const} */ ({
  /** The QR code of the call-to-action band's chat link (app/chat-qr.svg/route.ts). */
  chatQr: "/chat-qr.svg",
});
