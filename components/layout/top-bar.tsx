import { ThemeChoices } from "@/components/layout/theme-choices";
import { ThemeToggle, type ThemeWords } from "@/components/layout/theme-toggle";
import { TopBarFrame, type TopBarProps } from "@/components/layout/top-bar-frame";
import { TopBarLinks } from "@/components/layout/top-bar-links";
import { pageLocale } from "@/lib/page-locale";

export type { TopBarPage } from "@/components/layout/top-bar-frame";

/**
 * Every page's top bar (components/layout/top-bar-frame.tsx) with what React runs in it: the section links'
 * delayed scroll and the theme toggles, in the bar and in the phone's menu.
 */
export async function TopBar(props: TopBarProps) {
  const words = (await pageLocale()).content.interface.interfaceText;
  const themeWords: ThemeWords = { theme: words.theme, themes: words.themes, switchTheme: words.switchTheme };
  return (
    <TopBarFrame
      {...props}
      links={<TopBarLinks />}
      toggles={{
        bar: (
          <ThemeToggle words={themeWords} className="@max-3xl:hidden">
            <ThemeChoices name="theme" words={themeWords} />
          </ThemeToggle>
        ),
        menu: (
          <ThemeToggle words={themeWords} withLabel>
            <ThemeChoices name="theme-menu" words={themeWords} withLabel />
          </ThemeToggle>
        ),
      }}
    />
  );
}
