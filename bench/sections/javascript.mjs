// @ts-check
// The report's start-up JavaScript and inline payload: what each route loads up front and what each page's HTML
// carries for React, read from the build against the byte budgets npm test holds it to (tools/pipeline/sizes.mjs).
import { BUDGETS, initialJsByRoute, kib, prerenderedPages } from "../../tools/pipeline/sizes.mjs";

/** @returns {string[]} the section's lines */
export function javascriptSection() {
  const pages = prerenderedPages();
  return [
    "## Start-up JavaScript and inline payload (the build, bytes)",
    "",
    `JavaScript each route loads before its \`load\` event, gzip (budget ${kib(BUDGETS.initialJsGzipBytes)}), and each page's HTML: gzip (budget ${kib(BUDGETS.htmlGzipBytes)}) and the React payload inlined in it (\`self.__next_f.push\`, bytes as in the HTML).`,
    "",
    "| Route | Start-up JS, gzip | Chunks |",
    "| --- | --- | --- |",
    ...initialJsByRoute().map(
      ({ route, gzipBytes, chunks }) => `| ${route} | ${kib(gzipBytes)} | ${chunks} |`,
    ),
    "",
    "| Page | HTML, gzip | Inline payload | Its budget |",
    "| --- | --- | --- | --- |",
    ...pages.map(
      ({ file, gzipBytes, rscBytes }) =>
        `| ${file} | ${kib(gzipBytes)} | ${kib(rscBytes)} | ${kib(/** @type {Record<string, number>} */ (BUDGETS.inlineRscBytes)[file] ?? NaN)} |`,
    ),
    "",
  ];
}
