import { languages } from "@/content/languages.mjs";
import { alternatesOf, languageOfPath, pathIn } from "@/lib/routes.mjs";

/**
 * A link to this page in each of the site's other languages, named in that language and marked as it
 * (`lang`, `hreflang`). A page that is in one language only (a note not translated) links to the other
 * language's home page. Plain links: nothing is chosen for the visitor by their browser's language.
 */
export function LanguageLinks({
  path,
  className,
  asItems = false,
}: {
  path: string;
  className?: string;
  /** Each link in a list item of its own (the footer's list), so two or more never run together. */
  asItems?: boolean;
}) {
  const current = languageOfPath(path);
  const counterparts = alternatesOf(path);
  return languages
    .filter(({ code }) => code !== current)
    .map(({ code, name }) => {
      const link = (
        <a
          key={code}
          href={counterparts[code] ?? pathIn(code, "/")}
          hrefLang={code}
          lang={code}
          className={className}
        >
          {name}
        </a>
      );
      return asItems ? <li key={code}>{link}</li> : link;
    });
}
