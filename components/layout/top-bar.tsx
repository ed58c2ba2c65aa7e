import { ThemeChoices } from "@/components/layout/theme-choices";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { TopBarFrame, type TopBarProps } from "@/components/layout/top-bar-frame";
import { TopBarLinks } from "@/components/layout/top-bar-links";

export type { TopBarPage } from "@/components/layout/top-bar-frame";

/**
 * Every page's top bar (components/layout/top-bar-frame.tsx) with what React runs in it: the section links'
 * delayed scroll and the theme toggles, in the bar and in the phone's menu.
 */
export function TopBar(props: TopBarProps) {
  return (
    <TopBarFrame
      {...props}
      links={<TopBarLinks />}
      themeToggle={(words, where) =>
        where === "bar" ? (
          <ThemeToggle words={words} className="@max-3xl:hidden">
            <ThemeChoices name="theme" words={words} />
          </ThemeToggle>
        ) : (
          <ThemeToggle words={words} withLabel>
            <ThemeChoices name="theme-menu" words={words} withLabel />
          </ThemeToggle>
        )
      }
    />
  );
}
