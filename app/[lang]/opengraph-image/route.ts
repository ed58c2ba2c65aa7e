import { languageParams } from "@/lib/languages";

// The same link preview in another language. A route handler has no layout to take its languages from.
export { GET } from "../../(site)/opengraph-image/route";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = languageParams;
