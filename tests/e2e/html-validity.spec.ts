import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { servedPaths } from "./helpers";

const require = createRequire(import.meta.url);
const vnuJar = String(require("vnu-jar"));

/** What the framework writes and the checker rejects, each with why it is not ours to fix. */
const FRAMEWORK_ALLOW_LIST: { message: RegExp; reason: string }[] = [];

/** Markup the HTML standard allows and vnu-jar does not know yet, with where the standard says so; exact messages. */
const NEWER_THAN_THE_CHECKER: { message: RegExp; reason: string }[] = [
  {
    message:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    reason:
      "the hero's <link rel=expect blocking=render> (components/sections/hero.tsx): HTML allows `blocking` on " +
      "rel=expect links (html.spec.whatwg.org, 'Link type \"expect\"', added in 2023)",
  },
];

type VnuMessage = { type: string; url: string; message: string; extract?: string };

test("the Nu HTML checker finds no errors on /, /aboutme and the 404 page", async ({ request }) => {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
  } catch {
    throw new Error("The HTML check needs Java: apt-get install -y default-jre-headless");
  }
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  const files: string[] = [];
  for (const [index, path] of servedPaths.entries()) {
    const file = join(dir, `page-${index}.html`);
    // Saved copies (the checker refuses localhost), without the inlined stylesheet: its CSS grammar predates
    // what Tailwind writes, and this test checks the markup.
    const html = await (await request.get(path)).text();
    writeFileSync(file, html.replace(/<style>[\s\S]*?<\/style>/g, "<style></style>"));
    files.push(file);
  }
  let output = "";
  try {
    output = execFileSync(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
      {
        encoding: "utf8",
      },
    );
  } catch (error) {
    // vnu exits 1 when it reports errors; the JSON is still on stdout.
    output = (error as { stdout?: string }).stdout ?? "";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const messages = (JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
  const errors = messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .filter(
      (m) =>
        ![...FRAMEWORK_ALLOW_LIST, ...NEWER_THAN_THE_CHECKER].some((allowed) =>
          allowed.message.test(m.message),
        ),
    )
    .map((m) => `${m.url.split("/").pop()}: ${m.message}`);
  expect(errors).toEqual([]);
});
