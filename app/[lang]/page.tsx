// The home page in another language (app/(site)/page.tsx reads the language from the address).
export { default, generateMetadata } from "../(site)/page";
