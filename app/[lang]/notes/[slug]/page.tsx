// A note written in another language (app/(site)/notes/[slug]/page.tsx reads the language from the address).
export { default, generateMetadata, generateStaticParams } from "../../../(site)/notes/[slug]/page";

export const dynamicParams = false;
