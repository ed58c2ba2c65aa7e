// @ts-check
// `output: "export"` refuses a dynamic route whose generateStaticParams returns nothing ("at least one route must
// be generated"), and a site with no second page of notes, or no photo, has such routes. In the export their
// lists are padded with one placeholder, whose page or file is Next's 404, and which the export removes
// (tools/pipeline/build-static.mjs). `next build` for next start and Vercel takes an empty list as it is: with
// `dynamicParams = false` the route has no page, and a placeholder there would be served.

/** Whether this build is the static export (tools/pipeline/build-static.mjs sets it for `next build`). */
export const isStaticExport = () => process.env.STATIC_EXPORT === "1";

/**
 * The language a nested route's generateStaticParams is for: its parent's `lang` param under app/[lang], the
 * default language's code under app/(site).
 * @param {object} params @param {string} fallback
 */
export const languageParam = (params, fallback) =>
  "lang" in params && typeof params.lang === "string" ? params.lang : fallback;

/** The placeholder's value for the route's one parameter: no note, page or picture can be named so. */
export const PLACEHOLDER_PARAM = "_none";

/**
 * A route's static params, or, in the export, the one placeholder when there are none.
 * @template {Record<string, string>} T @param {T[]} params @param {(keyof T)[]} keys
 * @returns {T[]}
 */
export const atLeastOneParam = (params, keys) =>
  params.length || !isStaticExport()
    ? params
    : [/** @type {T} */ (Object.fromEntries(keys.map((key) => [key, PLACEHOLDER_PARAM])))];
