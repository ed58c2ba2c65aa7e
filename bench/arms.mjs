// @ts-check
// Other builds of the site, measured beside it in one bench run: an earlier commit (the "before" figures), and
// A/B arms that each take one client piece away (the last ones several together). An arm is a copy of the
// working tree whose piece's component file is replaced by a server component that renders what the piece's
// server HTML holds (or nothing, for a piece that renders nothing), so the page keeps its content and loses
// only that piece's JavaScript and work.
// Each is built by the site's own build (`npm run build`) in its own folder under bench/.arms.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ARMS_DIR = "bench/.arms";
/** What an arm copies of the working tree: what the build reads. */
const SOURCES = ["app", "components", "content", "lib", "public", "tools", "next.config.mjs", "package.json"];
const SOURCE_FILES = ["tsconfig.json", "postcss.config.mjs", "next-env.d.ts"];

/**
 * @typedef {{ name: string, file: string, stub: string }} Arm
 *   `file`: the client component's file; `stub`: its server stand-in, with the same exports the site imports
 * @typedef {{ name: string, of: string[] }} CombinedArm  several arms' pieces taken away at once, by their names
 */

/** @type {Arm[]} */
export const PIECES = [
  {
    name: "particles",
    file: "components/particles/particle-background.tsx",
    stub: `export function ParticleBackground({ className }: { className?: string }) {
  return <div aria-hidden="true" data-particles="idle" className={\`pointer-events-none absolute inset-0 overflow-hidden \${className ?? ""}\`} />;
}
`,
  },
  {
    name: "providers (query client, toaster)",
    file: "components/providers.tsx",
    stub: `import type { ReactNode } from "react";
export const CHAT_LINK_SELECTOR = 'a[href^="https://wa.me/"]';
export function Providers({ children }: { children: ReactNode }) {
  return children;
}
`,
  },
  {
    name: "theme toggle (and its tooltip)",
    file: "components/layout/theme-toggle.tsx",
    stub: `export function ThemeToggle(_props: { withLabel?: boolean; className?: string }) {
  return null;
}
`,
  },
  {
    name: "phone menu",
    file: "components/layout/menu-panel.tsx",
    stub: `import type { ReactNode } from "react";
export function MenuPanel({ id, children }: { id: string; children: ReactNode }) {
  return <div id={id} popover="auto" className="menu-panel">{children}</div>;
}
`,
  },
  {
    name: "section links (top bar's delayed scroll)",
    file: "components/layout/section-link.tsx",
    stub: `import type { ReactNode } from "react";
export function SectionLink({ sectionId, className, children }: { sectionId: string; className?: string; children: ReactNode }) {
  return <a href={\`/#\${sectionId}\`} className={className}>{children}</a>;
}
`,
  },
  {
    name: "current year",
    file: "components/layout/current-year.tsx",
    stub: `export function CurrentYear({ buildYear }: { buildYear: number }) {
  return <span data-testid="current-year">{buildYear}</span>;
}
`,
  },
  {
    name: "fade-in",
    file: "components/ui/fade-in-once.tsx",
    stub: `import type { ReactNode } from "react";
export type RevealPhase = "shown" | "waiting" | "revealed";
export function FadeInOnce({ className, children }: { index: number; className?: string; children: ReactNode }) {
  return <div data-reveal="shown" className={className}>{children}</div>;
}
`,
  },
  {
    name: "collapsible cards",
    file: "components/ui/collapsible-card.tsx",
    stub: `import { Glyph } from "@/components/ui/glyph";
type Card = { title: string; text: string; icon?: string; accent?: string };
export function CollapsibleCards({ cards, kind }: { cards: Card[]; kind: string }) {
  return cards.map((card, index) => (
    <li key={index} data-card={kind}>
      <div data-reveal="shown" className="h-full">
        <article className="disclosure">
          <h3>
            <button type="button" aria-expanded={false} className="disclosure-button">
              {card.icon ? (
                <span className={\`icon-badge size-10 \${card.accent ? \`accent-\${card.accent}\` : ""}\`}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="icon"><path d={card.icon} /></svg>
                </span>
              ) : null}
              <span className="flex-1">{card.title}</span>
              <Glyph name="chevron-down" data-collapsible-chevron="" className="disclosure-chevron" />
            </button>
          </h3>
          <div data-collapsible-body="" data-state="closed" hidden>
            <div className="disclosure-body"><p>{card.text}</p></div>
          </div>
        </article>
      </div>
    </li>
  ));
}
`,
  },
];

/**
 * Arms that take several pieces away together: a difference spread over pieces, each within one arm's noise,
 * shows in their sum. The pieces that start once the page has loaded and gone idle are apart from the rest.
 * @type {CombinedArm[]}
 */
const COMBINED = [
  {
    name: "pieces that start at idle (particles and providers)",
    of: ["particles", "providers (query client, toaster)"],
  },
  { name: "client pieces all together", of: PIECES.map((piece) => piece.name) },
];

/** @type {(Arm | CombinedArm)[]} */
export const ARMS = [...PIECES, ...COMBINED];

/** The pieces an arm takes away. @param {Arm | CombinedArm} arm @returns {Arm[]} */
export function piecesOf(arm) {
  if (!("of" in arm)) return [arm];
  return arm.of.map((name) => {
    const piece = PIECES.find((candidate) => candidate.name === name);
    if (!piece) throw new Error(`arm "${arm.name}": no piece "${name}"`);
    return piece;
  });
}

/** The arms BENCH_ARMS names (comma-separated, by the start of their names), or all; "none" for none. */
export function chosenArms(list = process.env.BENCH_ARMS) {
  if (!list) return ARMS;
  if (list === "none") return [];
  const wanted = list.split(",").map((name) => name.trim());
  const unknown = wanted.filter((name) => !ARMS.some((arm) => arm.name.startsWith(name)));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ARMS: no arm ${unknown.join(", ")} (arms: ${ARMS.map((arm) => arm.name).join("; ")})`,
    );
  return ARMS.filter((arm) => wanted.some((name) => arm.name.startsWith(name)));
}

/** Builds the project in `dir` with the site's build, for `origin`. @param {string} dir @param {string} origin @param {string} label */
function build(dir, origin, label) {
  // Hard links, not a symlink: Turbopack resolves nothing outside the project's root.
  if (!existsSync(join(dir, "node_modules")))
    execFileSync("cp", ["-al", "node_modules", join(dir, "node_modules")]);
  console.log(`▶ build of ${label} (${dir})`);
  // Through package.json, as the owner builds: an earlier commit's build script may live elsewhere.
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    // Next's own type check is skipped: these are measured, not shipped (the site's build keeps it).
    env: { ...process.env, SITE_URL: origin, NEXT_TELEMETRY_DISABLED: "1", TYPES_CHECKED_BY_GATE: "1" },
  });
  if (result.status !== 0) throw new Error(`${label} did not build`);
}

const slug = (/** @type {string} */ name) => name.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "");

/**
 * Builds the working tree with `arm`'s pieces replaced by their stubs; returns the folder to serve.
 * @param {Arm | CombinedArm} arm @param {string} origin
 */
export function buildArm(arm, origin) {
  const dir = join(ARMS_DIR, slug(arm.name));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const source of [...SOURCES, ...SOURCE_FILES])
    if (existsSync(source)) cpSync(source, join(dir, source), { recursive: true });
  for (const { file, stub } of piecesOf(arm)) {
    if (!existsSync(file)) throw new Error(`arm "${arm.name}": ${file} is gone; update bench/arms.mjs`);
    writeFileSync(join(dir, file), stub);
  }
  build(dir, origin, `the site without its ${arm.name}`);
  return dir;
}

/**
 * Builds the commit `rev` in a git worktree, as `npm run build` would, for `origin`; returns the folder.
 * @param {string} rev @param {string} origin @param {string} [dir]
 */
export function buildRevision(rev, origin, dir = join(ARMS_DIR, `rev-${slug(rev)}`)) {
  removeWorktree(dir);
  execFileSync("git", ["worktree", "add", "--detach", dir, rev], { stdio: "ignore" });
  build(dir, origin, rev);
  return dir;
}

/** Removes a worktree that buildRevision made (and what is left of it). @param {string} dir */
export function removeWorktree(dir) {
  if (existsSync(join(dir, ".git"))) execFileSync("git", ["worktree", "remove", "--force", dir]);
  rmSync(dir, { recursive: true, force: true });
  execFileSync("git", ["worktree", "prune"]);
}
