/**
 * @jest-environment node
 */
// The house's floors (docs/development.md): content/ at the bottom, then lib/, then components/ and tools/ side
// by side, then app/. An import only runs down or along its own floor, so a file can be understood from the
// floors beneath it; and no two modules need each other at run time (a circle is allowed only where one side
// imports types alone, which leave nothing behind).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = process.cwd();
const FLOORS: Record<string, number> = { content: 1, lib: 2, components: 3, tools: 3, app: 4 };
/** What each room may not import at all, whatever its floor. */
const APART: Record<string, string[]> = {
  components: ["tools"],
  tools: ["components", "app"],
  "next.config.mjs": ["tools"],
};
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const RESOLVED = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

type Edge = { from: string; to: string; typeOnly: boolean; dynamic?: boolean };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory())
      return name === "tests" || name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The project file an import names, or the package ("package:node:fs"). */
function resolveImport(from: string, specifier: string): string {
  let base: string;
  if (specifier.startsWith("@/")) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return `package:${specifier}`;
  for (const ending of RESOLVED) {
    const path = base + ending;
    if (existsSync(path) && statSync(path).isFile()) return relative(ROOT, path);
  }
  throw new Error(`${relative(ROOT, from)} imports "${specifier}", which is no file of the project`);
}

/** Every import, re-export and import() with a literal name in a file, and whether it brings types alone. */
function importsOf(path: string): Edge[] {
  const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic = false) =>
    edges.push({ from: relative(ROOT, path), to: resolveImport(path, specifier), typeOnly, dynamic });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
      const typesAlone =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier.text, typesAlone);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edges;
}

const roomOf = (path: string) => path.split("/")[0]!;
const files = [
  ...Object.keys(FLOORS).flatMap((room) => sourceFiles(join(ROOT, room))),
  join(ROOT, "next.config.mjs"),
];
const allEdges = files.flatMap(importsOf);
/** The imports of the project's own files. */
const edges = allEdges.filter(({ to }) => !to.startsWith("package:"));

/** The files a module loads with it: its static imports of code, and theirs. */
function loadedWith(file: string): Set<string> {
  const loaded = new Set([file]);
  for (const at of loaded)
    for (const { from, to, typeOnly, dynamic } of allEdges)
      if (from === at && !typeOnly && !dynamic && !to.startsWith("package:")) loaded.add(to);
  return loaded;
}

/** The import circles of the modules run, each as its files in order (a circle of type imports alone is none). */
function circles(all: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to, typeOnly } of all) if (!typeOnly) next.set(from, [...(next.get(from) ?? []), to]);
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) return void found.push([...path.slice(at), file]);
    if (done.has(file)) return;
    for (const to of next.get(file) ?? []) walk(to, [...path, file]);
    done.add(file);
  };
  for (const file of next.keys()) walk(file, []);
  return found;
}

describe("the house's floors", () => {
  it("reads the imports of every room", () => {
    for (const room of Object.keys(FLOORS))
      expect(edges.filter((edge) => roomOf(edge.from) === room).length).toBeGreaterThan(0);
  });

  it("has no import that runs back up a floor, and none between rooms kept apart", () => {
    const wrong = edges
      .filter(({ from, to }) => {
        const [room, target] = [roomOf(from), roomOf(to)];
        const [floor, targetFloor] = [FLOORS[room], FLOORS[target]];
        if (APART[room]?.includes(target)) return true;
        return floor !== undefined && (targetFloor === undefined || targetFloor > floor);
      })
      .map(({ from, to }) => `${from} → ${to}`);
    expect(wrong).toEqual([]);
  });

  it("finds a circle of imports that run, and none where one side brings types alone", () => {
    const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });
    expect(circles([edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("d", "a")])).toEqual([
      ["a", "b", "c", "a"],
    ]);
    expect(circles([edge("a", "b"), edge("b", "a", true)])).toEqual([]);
  });

  it("loads next.config with no module that reads the disk: next start, typegen and the tools load it too", () => {
    const reading = [...loadedWith("next.config.mjs")].filter(
      (file) =>
        file !== "next.config.mjs" &&
        allEdges.some(({ from, to }) => from === file && /^package:(node:)?fs(\/promises)?$/.test(to)),
    );
    expect(loadedWith("next.config.mjs").size).toBeGreaterThan(1);
    expect(reading).toEqual([]);
  });

  it("has no circle of imports that run", () => {
    expect(circles(edges).map((circle) => circle.join(" → "))).toEqual([]);
  });
});
