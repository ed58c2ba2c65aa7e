// @ts-check
// The page's inline script in <head>: the theme, and the whole stylesheet once the page has loaded. In plain
// JavaScript, so that the build's policy step (tools/pipeline/csp-hashes.mjs) knows it as one of the site's own
// scripts (components/theme-script.tsx renders it).

export const THEME_STORAGE_KEY = "theme";

/**
 * Applies a stored "light" or "dark" choice before the first paint, so a returning visitor never sees a
 * flash of the other theme. It mirrors applyThemeChoice in lib/theme.ts. It also keeps that choice on <html>
 * for the page's life: when React gives the element to another root component (app/global-error.tsx taking
 * over from the layout, or the layout taking it back after "Try again") it clears the element's attributes,
 * and the observer puts the class back before the next paint.
 */
export const themeScript = `try{var r=document.documentElement,a=function(){var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if((t==="light"||t==="dark")&&!r.classList.contains(t)){r.classList.add(t);r.style.colorScheme=t}};a();new MutationObserver(a).observe(r,{attributeFilter:["class"]})}catch(e){}`;

/**
 * Each page's HTML carries only the rules of the stylesheet it can use, beside Next.js's link to the whole sheet,
 * disabled (tools/pipeline/inline-css.mjs). The link is enabled once the page has loaded, or at a visitor's first
 * press or key if that comes sooner, so a page that a client navigation renders finds every rule it needs. Inline,
 * it costs no start-up JavaScript and does not wait for hydration.
 */
export const stylesheetScript = `{const e=()=>{for(const l of document.querySelectorAll("link[disabled]"))l.disabled=!1},o={once:!0,capture:!0};for(const t of["load","pointerdown","keydown"])addEventListener(t,e,o)}`;

/** What components/theme-script.tsx puts in <head>. */
export const headScript = `${themeScript};${stylesheetScript}`;
