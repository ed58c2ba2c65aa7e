import { Glyph } from "@/components/ui/glyph";
import { StaticPart } from "@/components/ui/static-part";
import { themeChoices } from "@/lib/theme";
import type { ThemeWords } from "./theme-toggle";

const themeGlyphs = { system: "monitor", light: "sun", dark: "moon" } as const;

/**
 * What the theme toggle (components/layout/theme-toggle.tsx) shows inside: each theme's glyph and name ("Theme:
 * Dark"), the current one shown by CSS keyed on <html>'s class (globals.css), so it matches the stored choice
 * from the first paint. A static part: the toggle's React owns the button, not what is in it. `withLabel`
 * shows the name beside the glyph (the phone menu); otherwise only screen readers read it.
 */
export function ThemeChoices({
  name,
  words,
  withLabel = false,
}: {
  name: string;
  words: ThemeWords;
  withLabel?: boolean;
}) {
  return (
    <StaticPart as="span" name={name} className="contents">
      {themeChoices.map((theme) => (
        <span key={theme} data-for-theme={theme}>
          <Glyph name={themeGlyphs[theme]} />
          <span
            className={withLabel ? undefined : "sr-only"}
          >{`${words.theme}: ${words.themes[theme]}`}</span>
        </span>
      ))}
    </StaticPart>
  );
}
