// @ts-check
// Which analytics provider the site uses, read from the environment at build time. Plain JavaScript, so that
// next.config.mjs (the Content-Security-Policy), the static export's headers and the pages read one answer.
import { z } from "zod";
import { ConfigError } from "./config-error.mjs";

/** The variables, as the owner sets them (see `.env.example`). */
export const analyticsVariables = /** @type {const} */ ({
  provider: "ANALYTICS",
  plausibleDomain: "PLAUSIBLE_DOMAIN",
  plausibleHost: "PLAUSIBLE_HOST",
});

/** Plausible's cloud, used when PLAUSIBLE_HOST is not set. */
export const PLAUSIBLE_CLOUD = "https://plausible.io";

/**
 * @typedef {{ provider: "off" }
 *   | { provider: "vercel" }
 *   | { provider: "plausible", domain: string, origin: string, endpoint: string }} Analytics
 */

/** @typedef {{ variable: string, value: string, reason: string }} AnalyticsProblem */

const provider = z.enum(["off", "vercel", "plausible"], {
  error: "expected vercel or plausible (or unset, for no analytics)",
});

const domain = z.string().regex(z.regexes.domain, {
  error: "expected the site's domain as it is named in Plausible, such as example.com",
});

const origin = z
  .url({
    protocol: /^https?$/,
    error: "expected the address of a Plausible server, such as https://plausible.example.com",
  })
  // zod runs this check even after the URL check failed: only look at a URL that parses.
  .refine(
    (raw) => !URL.canParse(raw) || (new URL(raw).pathname.replace(/\/+$/, "") === "" && !new URL(raw).search),
    {
      error: "expected only the server's address (scheme and host), without a path",
    },
  )
  .transform((raw) => new URL(raw).origin);

/** @param {string | undefined} value */
const trimmed = (value) => value?.trim() ?? "";

/**
 * The analytics the build asked for, or the first problem with the variables.
 * @param {Partial<Record<string, string | undefined>>} env
 * @returns {{ ok: true, analytics: Analytics } | { ok: false, problem: AnalyticsProblem }}
 */
export function readAnalytics(env) {
  /** @type {(variable: string, value: string, error: z.ZodError) => { ok: false, problem: AnalyticsProblem }} */
  const fail = (variable, value, error) => ({
    ok: false,
    problem: { variable, value, reason: error.issues[0]?.message ?? "invalid" },
  });
  const rawProvider = trimmed(env[analyticsVariables.provider]) || "off";
  const chosen = provider.safeParse(rawProvider);
  if (!chosen.success) return fail(analyticsVariables.provider, rawProvider, chosen.error);
  if (chosen.data !== "plausible") return { ok: true, analytics: { provider: chosen.data } };

  const rawDomain = trimmed(env[analyticsVariables.plausibleDomain]);
  if (!rawDomain)
    return {
      ok: false,
      problem: {
        variable: analyticsVariables.plausibleDomain,
        value: "",
        reason: "required with ANALYTICS=plausible: the site's domain as it is named in Plausible",
      },
    };
  const site = domain.safeParse(rawDomain);
  if (!site.success) return fail(analyticsVariables.plausibleDomain, rawDomain, site.error);
  const rawHost = trimmed(env[analyticsVariables.plausibleHost]) || PLAUSIBLE_CLOUD;
  const host = origin.safeParse(rawHost);
  if (!host.success) return fail(analyticsVariables.plausibleHost, rawHost, host.error);
  return {
    ok: true,
    analytics: {
      provider: "plausible",
      domain: site.data,
      origin: host.data,
      endpoint: `${host.data}/api/event`,
    },
  };
}

/**
 * The analytics of `env`, throwing on a bad value with the message every configuration error has.
 * @param {Partial<Record<string, string | undefined>>} env
 * @returns {Analytics}
 */
export function analyticsFromEnv(env) {
  const result = readAnalytics(env);
  if (result.ok) return result.analytics;
  const { variable, value, reason } = result.problem;
  throw new ConfigError(variable, value, reason);
}

/**
 * The origins the provider's code talks to, beyond the site's own: what the Content-Security-Policy's
 * `connect-src` adds for it. Vercel Web Analytics runs on the site's own origin (its script and endpoints
 * are under `/_vercel/insights/`, served by Vercel beside the site): nothing to add. Plausible's tracker is
 * bundled with the site (no script source to add) and sends to the Plausible server.
 * @param {Analytics} analytics
 * @returns {string[]}
 */
export function analyticsConnectOrigins(analytics) {
  return analytics.provider === "plausible" ? [analytics.origin] : [];
}
