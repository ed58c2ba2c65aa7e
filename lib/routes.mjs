// @ts-check
// The site's routes, in one place. Plain JavaScript so that next.config.mjs, the build tools and the bench
// read the same list as the pages (TypeScript reads the types from the JSDoc).

/**
 * @typedef {object} Route
 * @property {string} path  the URL path (the 404 page: Next.js's internal route name)
 * @property {string} html  the file the build prerenders it to, in .next/server/app and in the static export
 */

import { serviceIds } from "../content/service-ids.mjs";

export const routes = /** @type {const} */ ({
  home: { path: "/", html: "index.html" },
  about: { path: "/aboutme", html: "aboutme.html" },
  notFound: { path: "/_not-found", html: "_not-found.html" },
});

/** The path of a service's own page (app/services/[id]). @param {string} id */
export const servicePath = (id) => `/services/${id}`;

/** Each service's own page, in the order of content/service-ids.mjs. @type {readonly Route[]} */
export const serviceRoutes = serviceIds.map((id) => ({
  path: servicePath(id),
  html: `services/${id}.html`,
}));

/** The pages a visitor can open by address, in the order of the site. @type {readonly Route[]} */
export const pageRoutes = [routes.home, routes.about, ...serviceRoutes];

/** Their paths. */
export const pagePaths = pageRoutes.map((route) => route.path);

/**
 * One page of each kind: the home page, the about page and the first service's page. The five service pages
 * differ only in their content, so the checks that take a whole browser visit (Lighthouse, keyboard, display
 * modes, other engines) go over these; the checks of what the server sends go over every page.
 */
export const samplePagePaths = [
  routes.home.path,
  routes.about.path,
  serviceRoutes[0]?.path ?? routes.home.path,
];

/** Every prerendered HTML page, the 404 page included. @type {readonly Route[]} */
export const prerenderedRoutes = [...Object.values(routes), ...serviceRoutes];

/** Files the pages link to that the app draws at build time (app/<name>/route.ts). */
export const drawnFiles = /** @type {const} */ ({
  /** The QR code of the call-to-action band's chat link (app/chat-qr.svg/route.ts). */
  chatQr: "/chat-qr.svg",
});
