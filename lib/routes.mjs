// @ts-check
// The site's routes, in one place. Plain JavaScript so that next.config.mjs, the build tools and the bench
// read the same list as the pages (TypeScript reads the types from the JSDoc).

/**
 * @typedef {object} Route
 * @property {string} path  the URL path (the 404 page: Next.js's internal route name)
 * @property {string} html  the file the build prerenders it to, in .next/server/app and in the static export
 * @property {string} [language]  the page's language (content/languages.mjs), when not the default one
 */

import { languages } from "../content/languages.mjs";
import { serviceIds } from "../content/service-ids.mjs";
import { notePages } from "./notes/pages.mjs";
import { loadNotes, notesIn } from "./notes/read.mjs";

export {
  routes,
  defaultLanguageCode,
  pathIn,
  languageOfPath,
  servicePath,
  notePath,
  notePagePath,
  PICTURES_PATH,
} from "./paths.mjs";
export { LANGUAGE_NOT_FOUND, languageNotFoundRoutes } from "./not-found-routes.mjs";
import {
  defaultLanguageCode,
  languageOfPath,
  notePagePath,
  notePath,
  pathIn,
  routeIn,
  routes,
  servicePath,
} from "./paths.mjs";
import { languageNotFoundRoutes } from "./not-found-routes.mjs";

export { notesIn };

/** Each language's pages, by kind. */
const byLanguage = languages.map(({ code }) => {
  const own = notesIn(code);
  const inLanguage = (/** @type {Route[]} */ list) => list.map((route) => routeIn(code, route));
  return {
    code,
    services: inLanguage(serviceIds.map((id) => ({ path: servicePath(id), html: `services/${id}.html` }))),
    notes: inLanguage(own.map(({ slug }) => ({ path: notePath(slug), html: `notes/${slug}.html` }))),
    // The list of notes' pages after the first (/notes): /notes/page/2 and on.
    listPages: inLanguage(
      notePages(own)
        .slice(1)
        .map((_, index) => {
          const path = notePagePath(index + 2);
          return { path, html: `${path.slice(1)}.html` };
        }),
    ),
  };
});

/** Each service's own page, in every language, in the order of content/service-ids.mjs. @type {readonly Route[]} */
export const serviceRoutes = byLanguage.flatMap((language) => language.services);

/** Each published note's page (content/notes/, lib/notes/read.mjs), newest first, language by language. @type {readonly Route[]} */
export const noteRoutes = byLanguage.flatMap((language) => language.notes);

/** The list of notes' pages after the first, in every language. @type {readonly Route[]} */
export const notePageRoutes = byLanguage.flatMap((language) => language.listPages);

/** The notes' feed (app/(site)/notes/feed.xml/route.ts; each other language's: app/[lang]/notes/feed.xml), and how many of the newest notes it carries whole. */
export const FEED_PATH = `${routes.notes.path}/feed.xml`;
/** Its media type, as the page's `<link>` and the feed itself name it, and with its character set, as its response
    and each host's headers send it (its file name says only XML). */
export const FEED_MEDIA_TYPE = "application/atom+xml";
export const FEED_TYPE = `${FEED_MEDIA_TYPE}; charset=utf-8`;
export const FEED_ENTRIES = 20;

/**
 * The pages a visitor can open by address: each language's, in the order of the site (home, about, the
 * services, the list of notes and its pages, the notes), the default language first.
 * @type {readonly Route[]}
 */
export const pageRoutes = byLanguage.flatMap((language) => [
  routeIn(language.code, routes.home),
  routeIn(language.code, routes.about),
  ...language.services,
  routeIn(language.code, routes.notes),
  ...language.listPages,
  ...language.notes,
]);

/** Their paths. */
export const pagePaths = pageRoutes.map((route) => route.path);

/** The newest note that shows a photo or screenshot, made into sizes at build (lib/notes/pictures.mjs). */
const picturedNote = loadNotes().find((note) => note.images.some((image) => image.type !== "image/svg+xml"));
export const picturedNotePath = picturedNote && pathIn(picturedNote.language, notePath(picturedNote.slug));

/**
 * One page of each kind in each language: the home page, the about page, the first service's page, the newest
 * note's, and the newest note with a photo or screenshot. Pages of one kind differ only in their content, so the
 * checks that take a whole browser visit (Lighthouse, keyboard, display modes, other engines) go over these;
 * the checks of what the server sends go over every page.
 */
export const samplePagePaths = [
  ...new Set([
    ...byLanguage.flatMap((language) => [
      pathIn(language.code, routes.home.path),
      pathIn(language.code, routes.about.path),
      ...[language.services[0], language.notes[0]].flatMap((route) => (route ? [route.path] : [])),
    ]),
    ...(picturedNotePath ? [picturedNotePath] : []),
  ]),
];

/** Every prerendered HTML page, the 404 pages included. @type {readonly Route[]} */
export const prerenderedRoutes = [...pageRoutes, routes.notFound, ...languageNotFoundRoutes];

/** A page's counterparts: its path in each language that has it, by language code. @param {string} path */
export function alternatesOf(path) {
  const code = languageOfPath(path);
  const own = code === defaultLanguageCode ? path : path.slice(code.length + 1) || "/";
  /** @type {Record<string, string>} */
  const paths = {};
  for (const language of languages) {
    const candidate = pathIn(language.code, own);
    if (pagePaths.includes(candidate)) paths[language.code] = candidate;
  }
  return paths;
}

/** Files the pages link to that the app draws at build time (app/<name>/route.ts), in each language. */
export const drawnFiles = /** @type {const} */ ({
  /** The QR code of the call-to-action band's chat link (app/chat-qr.svg/route.ts). */
  chatQr: "/chat-qr.svg",
});
