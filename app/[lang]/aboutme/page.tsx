// The about page in another language (app/(site)/aboutme/page.tsx reads the language from the address).
export { default, generateMetadata } from "../../(site)/aboutme/page";
