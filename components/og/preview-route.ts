import { localeIn } from "@/lib/content";
import { loadNotes } from "@/lib/notes/queries";
import { coverPreview } from "@/lib/notes/pictures.mjs";
import { defaultLanguageCode, languageOfPath, pathIn } from "@/lib/routes.mjs";
import { PREVIEW_SIZE, pageInfosIn } from "@/lib/site-metadata";
import { renderPreviewImage } from "./preview-image";

/**
 * The link preview of the page at `path`, in its language: a note's cover cut to the preview's size, or the
 * page's headline and tagline on the site's card. Drawn once at build (`dynamic = "force-static"` in each
 * route), also for the static export.
 */
export async function previewResponse(path: string): Promise<Response> {
  const locale = await localeIn(languageOfPath(path));
  const page = pageInfosIn(locale, loadNotes()).find((info) => info.path === path);
  if (!page) return new Response(null, { status: 404 });
  if (page.cover)
    return new Response(new Uint8Array(await coverPreview(page.cover.picture, PREVIEW_SIZE)), {
      headers: { "Content-Type": "image/png" },
    });
  const line = locale.content.interface.interfaceText.previewLine;
  return renderPreviewImage({ headline: page.headline, tagline: page.tagline, line });
}

type Params = Record<string, string>;

/**
 * A page's `opengraph-image` route: its GET, given how its page's path (in the default language) follows from
 * the route's params; under app/[lang] the same route, in that language.
 */
export const previewRoute =
  (pathOf: (params: Params) => string) =>
  async (_request: Request, context: { params?: Promise<Params> }) => {
    // A route without params (the home page's, the about page's) is given none.
    const own = (await context.params) ?? {};
    return previewResponse(pathIn(own.lang ?? defaultLanguageCode, pathOf(own)));
  };
