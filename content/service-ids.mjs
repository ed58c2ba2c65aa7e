// @ts-check
// The services, by id, in the order of the home page: each has an entry in content/services.ts (the build
// checks that both lists match) and a page at /services/<id> (lib/routes.mjs). Plain JavaScript, so that the
// build tools and next.config.mjs read the same list as the pages. Adding a service starts here.

export const serviceIds = /** @type {const} */ ([
  "voice-assistant",
  "whatsapp-automation",
  "social-automation",
  "website-chatbot",
  "custom-ai",
]);
