// The list of notes' later pages in another language (app/(site)/notes/page/[number]/page.tsx).
export { default, generateMetadata, generateStaticParams } from "../../../../(site)/notes/page/[number]/page";

export const dynamicParams = false;
