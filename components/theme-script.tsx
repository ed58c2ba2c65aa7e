import { THEME_STORAGE_KEY } from "@/lib/theme";

/**
 * Applies a stored "light" or "dark" choice before the first paint, so a returning visitor never sees a
 * flash of the other theme. It mirrors applyThemeChoice in lib/theme.ts. It is an inline script, allowed
 * by the Content-Security-Policy through its SHA-256 hash (tools/build/build.mjs hashes every inline script).
 */
export const themeScript = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark"){var r=document.documentElement;r.classList.add(t);r.style.colorScheme=t}}catch(e){}`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />;
}
