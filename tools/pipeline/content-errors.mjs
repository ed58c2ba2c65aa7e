// @ts-check
// Imported first by the build's entry points: a content or configuration mistake, thrown while the site's
// modules load (lib/routes.mjs reads the notes), stops the command with its message alone, every problem
// named with its file, and no stack trace. Any other error is printed as Node would.
process.on("uncaughtException", (error) => {
  const known = error instanceof Error && (error.name === "ContentError" || error.name === "ConfigError");
  console.error(known ? `\n✖ ${error.message}\n` : error);
  process.exit(1);
});
