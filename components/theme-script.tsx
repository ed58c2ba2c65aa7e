import { THEME_STORAGE_KEY } from "@/lib/theme";

/**
 * Applies a stored "light" or "dark" choice before the first paint, so a returning visitor never sees a
 * flash of the other theme. It mirrors applyThemeChoice in lib/theme.ts. It also keeps that choice on <html>
 * for the page's life: when React gives the element to another root component (app/global-error.tsx taking
 * over from the layout, or the layout taking it back after "Try again") it clears the element's attributes,
 * and the observer puts the class back before the next paint. It is an inline script, so it costs no start-up
 * JavaScript; the Content-Security-Policy allows it through its SHA-256 hash (tools/pipeline/build.mjs hashes
 * every inline script).
 */
export const themeScript = `try{var r=document.documentElement,a=function(){var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if((t==="light"||t==="dark")&&!r.classList.contains(t)){r.classList.add(t);r.style.colorScheme=t}};a();new MutationObserver(a).observe(r,{attributeFilter:["class"]})}catch(e){}`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />;
}
