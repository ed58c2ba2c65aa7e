// @ts-check
// The page's inline script in <head>: the theme, and the whole stylesheet when a client navigation needs it. In plain
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
 * disabled (tools/pipeline/inline-css.mjs); the page's own rules cover every state its scripts turn on. The whole
 * sheet is needed only by a page that a client navigation renders, so it is never applied while the page loads:
 * applying it would make the browser style and lay out every element a second time (#81). Once the page has
 * loaded the file is fetched into the cache (a failed fetch, as when the visitor leaves or goes offline meanwhile, is
 * dropped: the click below copes without it). A click on a link to another page of the site is held: the sheet is
 * applied, and once its rules are in (or after 5 s) the link is clicked again for the router, so the next page
 * never shows without its rules. A modified click, another site or the same page goes through untouched. Inline,
 * it costs no start-up JavaScript and does not wait for hydration.
 */
export const stylesheetScript = `{let p,r;const s=()=>document.querySelectorAll("link[disabled]"),o=addEventListener;o("load",()=>{for(const l of s())fetch(l.href).catch(()=>{})},{once:!0});o("click",e=>{const a=e.target.closest?.("a[href]");if(r||!a||a.origin!=location.origin||a.pathname==location.pathname||a.target||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();e.stopPropagation();(p||=Promise.all([...s()].map(l=>new Promise(d=>{l.onload=l.onerror=d;setTimeout(d,5e3);l.disabled=!1}))).then(()=>r=1)).then(()=>a.click())},!0)}`;

/** What components/theme-script.tsx puts in <head>. */
export const headScript = `${themeScript};${stylesheetScript}`;
