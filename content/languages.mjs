// @ts-check
// The languages the site speaks, in one place: the first is the default, served at the site's own addresses
// (/, /aboutme, …); each other one under its code (/es, /es/aboutme, …), from its content in content/<code>/.
// Removing a language is removing its line here and its folder.

/** @typedef {{ code: string, name: string, locale: string }} Language */

export const languages = /** @type {const} */ ([
  { code: "en", name: "English", locale: "en_US" },
  { code: "es", name: "Español", locale: "es_ES" },
]);
