import { headScript } from "@/lib/theme-script.mjs";

/**
 * The theme's and the stylesheet's inline script (lib/theme-script.mjs), before the first paint. It costs no start-up JavaScript;
 * the Content-Security-Policy allows it through its SHA-256 hash (tools/pipeline/csp-hashes.mjs).
 */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: headScript }} />;
}
