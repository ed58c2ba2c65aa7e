// @ts-check
// The site's addresses, worked out from the languages alone: no disk is read when this loads, so that the
// content files, lib/content.ts and the content check can use them whatever the notes hold. lib/routes.mjs
// adds the routes that come from content (services, notes) and re-exports these.
import { languages } from "../content/languages.mjs";

export const routes = /** @type {const} */ ({
  home: { path: "/", html: "index.html" },
  about: { path: "/aboutme", html: "aboutme.html" },
  notes: { path: "/notes", html: "notes.html" },
  notFound: { path: "/_not-found", html: "_not-found.html" },
});

/** The default language, the first listed: its pages are at the site's own addresses (/, /aboutme, …) and its
    words in content/ itself. The one place that says so; everything else imports these two. */
export const defaultLanguage = languages[0];
export const defaultLanguageCode = defaultLanguage.code;

/** A page's path in a language: the default language's is the path itself, another's is under /<code>. */
export const pathIn = (/** @type {string} */ code, /** @type {string} */ path) =>
  code === defaultLanguageCode ? path : `/${code}${path === "/" ? "" : path}`;

/** The language code a path is in: its first segment when that is another language's code. @param {string} path */
export const languageOfPath = (path) =>
  languages.slice(1).find(({ code }) => path === `/${code}` || path.startsWith(`/${code}/`))?.code ??
  defaultLanguageCode;

/**
 * A route in a language: its path, and the file the build prerenders it to.
 * @param {string} code @param {import("./routes.mjs").Route} route @returns {import("./routes.mjs").Route}
 */
export const routeIn = (code, route) =>
  code === defaultLanguageCode
    ? route
    : {
        path: pathIn(code, route.path),
        html: route.path === "/" ? `${code}.html` : `${code}/${route.html}`,
        language: code,
      };

/** The notes' photos and screenshots in every size made (app/pictures/[file]/route.ts): named by content. */
export const PICTURES_PATH = "/pictures";

/** The path of a service's own page (app/(site)/services/[id]). @param {string} id */
export const servicePath = (id) => `/services/${id}`;

/** The path of a note's page (app/(site)/notes/[slug]). @param {string} slug */
export const notePath = (slug) => `${routes.notes.path}/${slug}`;

/** A page of the list of notes: 1 is /notes (app/(site)/notes/page/[number]). @param {number} number */
export const notePagePath = (number) =>
  number === 1 ? routes.notes.path : `${routes.notes.path}/page/${number}`;
