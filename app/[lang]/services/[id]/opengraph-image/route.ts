import { generateStaticParams as ofLanguage } from "../../../../(site)/services/[id]/opengraph-image/route";
import { languageParamsWith } from "@/lib/languages";

// The same link preview in another language. A route handler has no layout to take its languages from: it
// lists them with its own params.
export { GET } from "../../../../(site)/services/[id]/opengraph-image/route";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => languageParamsWith(ofLanguage);
