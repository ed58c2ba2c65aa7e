// The list of notes in another language: its own notes (app/(site)/notes/page.tsx reads it from the address).
export { default, generateMetadata } from "../../(site)/notes/page";
