import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Route } from "@/lib/routes.mjs";
import { notFoundRewrites } from "@/lib/not-found-routes.mjs";
import { notFoundStatusOfBuild } from "@/tools/pipeline/next-output.mjs";
import { writeTree } from "./tree";

const spanish: Route = { path: "/es/404", html: "es/404.html", language: "es" };
const meta = { headers: { "x-nextjs-prerender": "1" }, segmentPaths: ["/_tree"] };

/** A build with the pages' routes in its prerender manifest and a .meta beside each 404 page. */
const buildWith = (routes: Route[], metas = routes) =>
  writeTree({
    "prerender-manifest.json": JSON.stringify({
      routes: Object.fromEntries(["/es", ...routes.map(({ path }) => path)].map((path) => [path, { a: 1 }])),
    }),
    ...Object.fromEntries(
      metas.map(({ html }) => [`server/app/${html.replace(/\.html$/, ".meta")}`, JSON.stringify(meta)]),
    ),
  });

const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), "utf8"));

describe("each other language's 404 page", () => {
  it("answers 404 on next start (its .meta) and on Vercel (the prerender manifest), the rest unchanged", () => {
    const dir = buildWith([spanish]);
    expect(notFoundStatusOfBuild(dir, [spanish])).toEqual(["/es/404"]);
    expect(read(dir, "server/app/es/404.meta")).toEqual({ ...meta, status: 404 });
    const { routes } = read(dir, "prerender-manifest.json");
    expect(routes).toEqual({ "/es": { a: 1 }, "/es/404": { a: 1, initialStatus: 404 } });
  });

  it("names the assumption when the build has no such page or no .meta for it", () => {
    expect(() => notFoundStatusOfBuild(buildWith([]), [spanish])).toThrow(
      /prerenderStatus.*No route \/es\/404 in .*prerender-manifest\.json/,
    );
    expect(() => notFoundStatusOfBuild(buildWith([spanish], []), [spanish])).toThrow(
      /prerenderStatus.*No .*es\/404\.meta/,
    );
  });

  it("leaves a build of one language alone", () => {
    expect(notFoundStatusOfBuild("/no/such/build", [])).toEqual([]);
  });

  it("is where next.config sends each language's addresses no page has, and its malformed ones", () => {
    const { beforeFiles, fallback } = notFoundRewrites([spanish]);
    expect(fallback).toEqual([{ source: "/es/:path*", destination: "/es/404" }]);
    expect(beforeFiles.map(({ destination }) => destination)).toEqual(["/es/404", "/_not-found"]);
    expect(beforeFiles[0]?.source).toMatch(/^\/es\/:malformed\(/);
    expect(notFoundRewrites([]).fallback).toEqual([]);
  });
});
