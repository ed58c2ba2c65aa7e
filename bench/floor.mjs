// The framework's floor on this machine: a static Next.js page with no client components, no CSS file and
// no web font, built from this project's own node_modules. The bench measures it in the same run as the site,
// once as `next build` leaves it and once with the site's compile hint, so the site's figures can be read
// against what Next.js alone costs here.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addCompileHints } from "../tools/compile-hints.mjs";

const FLOOR_DIR = "bench/.floor";

const files = {
  "package.json": JSON.stringify({ name: "next-floor", private: true, type: "module" }),
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/layout.tsx": `export const metadata = { title: "Floor" };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "sans-serif", margin: 0 }}>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 40 }}>AI Automation Agency</h1>
      <p>Building the future, one automation at a time.</p>
      {Array.from({ length: 20 }, (_, i) => (
        <section key={i}>
          <h2>Section {i + 1}</h2>
          <p>A paragraph long enough to wrap on a phone screen, like the copy of a real section.</p>
        </section>
      ))}
    </main>
  );
}
`,
};

/** Writes and builds the floor app under bench/.floor (ignored by git); returns its directory. */
export function buildFloor({ compileHints }) {
  const dir = `${FLOOR_DIR}/${compileHints ? "hinted" : "plain"}`;
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  console.log(`▶ next build of the floor page (${dir})`);
  const result = spawnSync("node", ["../../../node_modules/next/dist/bin/next", "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("the floor page did not build");
  if (compileHints) addCompileHints(join(dir, ".next"));
  return dir;
}
