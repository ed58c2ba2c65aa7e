// A service's page in another language (app/(site)/services/[id]/page.tsx reads it from the address).
export { default, generateMetadata, generateStaticParams } from "../../../(site)/services/[id]/page";

export const dynamicParams = false;
