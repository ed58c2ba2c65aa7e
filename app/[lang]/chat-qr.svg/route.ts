import { languageParams } from "@/lib/languages";

// The band's QR code in another language: the chat it opens starts with that language's first line. A route
// handler has no layout to take its languages from: it lists them itself.
export { GET } from "../../chat-qr.svg/route";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = languageParams;
