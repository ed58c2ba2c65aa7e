// @ts-check
// The theme's inline script, in plain JavaScript so that the build's policy step (tools/pipeline/csp-hashes.mjs)
// knows it as one of the site's own scripts (components/theme-script.tsx renders it).

export const THEME_STORAGE_KEY = "theme";

/**
 * Applies a stored "light" or "dark" choice before the first paint, so a returning visitor never sees a
 * flash of the other theme. It mirrors applyThemeChoice in lib/theme.ts. It also keeps that choice on <html>
 * for the page's life: when React gives the element to another root component (app/global-error.tsx taking
 * over from the layout, or the layout taking it back after "Try again") it clears the element's attributes,
 * and the observer puts the class back before the next paint.
 */
export const themeScript = `try{var r=document.documentElement,a=function(){var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if((t==="light"||t==="dark")&&!r.classList.contains(t)){r.classList.add(t);r.style.colorScheme=t}};a();new MutationObserver(a).observe(r,{attributeFilter:["class"]})}catch(e){}`;
