// @ts-check
// The site's routes, in one place. Plain JavaScript so that next.config.mjs, the build tools and the bench
// read the same list as the pages (TypeScript reads the types from the JSDoc).

/**
 * @typedef {object} Route
 * @property {string} path  the URL path (the 404 page: Next.js's internal route name)
 * @property {string} html  the file the build prerenders it to, in .next/server/app and in the static export
 */

import { serviceIds } from "../content/service-ids.mjs";
import { notePages } from "./notes/pages.mjs";
import { loadNotes } from "./notes/read.mjs";

export const routes = /** @type {const} */ ({
  home: { path: "/", html: "index.html" },
  about: { path: "/aboutme", html: "aboutme.html" },
  notes: { path: "/notes", html: "notes.html" },
  notFound: { path: "/_not-found", html: "_not-found.html" },
});

/** The path of a service's own page (app/services/[id]). @param {string} id */
export const servicePath = (id) => `/services/${id}`;

/** Each service's own page, in the order of content/service-ids.mjs. @type {readonly Route[]} */
export const serviceRoutes = serviceIds.map((id) => ({
  path: servicePath(id),
  html: `services/${id}.html`,
}));

/** The path of a note's page (app/notes/[slug]). @param {string} slug */
export const notePath = (slug) => `${routes.notes.path}/${slug}`;

const notes = loadNotes();

/** Each published note's page (content/notes/, lib/notes/read.mjs), newest first. @type {readonly Route[]} */
export const noteRoutes = notes.map(({ slug }) => ({
  path: notePath(slug),
  html: `notes/${slug}.html`,
}));

/** A page of the list of notes: 1 is /notes (app/notes/page/[number]). @param {number} number */
export const notePagePath = (number) =>
  number === 1 ? routes.notes.path : `${routes.notes.path}/page/${number}`;

/** The list of notes' pages after the first (/notes): /notes/page/2 and on. @type {readonly Route[]} */
export const notePageRoutes = notePages(notes)
  .slice(1)
  .map((_, index) => {
    const path = notePagePath(index + 2);
    return { path, html: `${path.slice(1)}.html` };
  });

/** The notes' photos and screenshots in every size made (app/pictures/[file]/route.ts): named by content. */
export const PICTURES_PATH = "/pictures";

/** The notes' feed (app/notes/feed.xml/route.ts), and how many of the newest notes it carries whole. */
export const FEED_PATH = `${routes.notes.path}/feed.xml`;
export const FEED_ENTRIES = 20;

/** The pages a visitor can open by address, in the order of the site. @type {readonly Route[]} */
export const pageRoutes = [
  routes.home,
  routes.about,
  ...serviceRoutes,
  routes.notes,
  ...notePageRoutes,
  ...noteRoutes,
];

/** Their paths. */
export const pagePaths = pageRoutes.map((route) => route.path);

/** The newest note that shows a photo or screenshot, made into sizes at build (lib/notes/pictures.mjs). */
const picturedNote = notes.find((note) => note.images.some((image) => image.type !== "image/svg+xml"));
export const picturedNotePath = picturedNote && notePath(picturedNote.slug);

/**
 * One page of each kind: the home page, the about page, the first service's page, the newest note's and the
 * newest note with a photo or screenshot. Pages of one kind differ only in their content, so the checks that
 * take a whole browser visit (Lighthouse, keyboard, display modes, other engines) go over these; the checks of
 * what the server sends go over every page.
 */
export const samplePagePaths = [
  ...new Set([
    routes.home.path,
    routes.about.path,
    ...[serviceRoutes[0], noteRoutes[0]].flatMap((route) => (route ? [route.path] : [])),
    ...(picturedNotePath ? [picturedNotePath] : []),
  ]),
];

/** Every prerendered HTML page, the 404 page included. @type {readonly Route[]} */
export const prerenderedRoutes = [...pageRoutes, routes.notFound];

/** Files the pages link to that the app draws at build time (app/<name>/route.ts). */
export const drawnFiles = /** @type {const} */ ({
  /** The QR code of the call-to-action band's chat link (app/chat-qr.svg/route.ts). */
  chatQr: "/chat-qr.svg",
});
