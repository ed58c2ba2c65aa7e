// @ts-check
// The languages the site speaks, in one place: the first is the default, served at the site's own addresses
// (/, /aboutme, …); each other one under its code (/es, /es/aboutme, …), from its content in content/<code>/.
// Removing a language is removing its line here and its folder.

/**
 * @typedef {object} Language
 * @property {string} code  its address prefix and `lang` (BCP 47)
 * @property {string} name  in itself: the link to it from the other languages says this
 * @property {string} locale  Open Graph's (og:locale)
 * @property {string} dates  how its pages write dates and numbers (an Intl locale)
 */

export const languages = /** @type {const} */ ([
  { code: "en", name: "English", locale: "en_US", dates: "en-GB" },
  { code: "es", name: "Español", locale: "es_ES", dates: "es-ES" },
]);
