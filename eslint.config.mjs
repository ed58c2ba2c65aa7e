import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * tailwind-merge costs the browser kilobytes and a slow start-up, so `cn()` (lib/utils.ts) is for server
 * components: a file marked "use client" joins classes with clsx/lite instead.
 */
const noTailwindMergeInClient = {
  meta: {
    type: "problem",
    messages: {
      client:
        "{{source}} ships tailwind-merge to the browser; client components join classes with clsx/lite.",
    },
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source === "tailwind-merge" || source === "@/lib/utils") {
          context.report({ node, messageId: "client", data: { source } });
        }
      },
    };
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { site: { rules: { "no-tailwind-merge-in-client": noTailwindMergeInClient } } },
    rules: { "site/no-tailwind-merge-in-client": "error" },
  },
  {
    ignores: [
      ".next/**",
      "out/**",
      ".out-partial/**",
      ".next-aside/**",
      ".vercel/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "**/*.tmp.*",
      "bench/.floor/**",
      "bench/.arms/**",
    ],
  },
];

export default config;
