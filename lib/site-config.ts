import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { site } from "@/content/site";
import { analyticsFromEnv, analyticsVariables, type Analytics } from "./analytics-config.mjs";
import { ConfigError } from "./config-error.mjs";
import { buildWhatsAppLink, phoneNumberSchema } from "./whatsapp";

export type SiteConfig = {
  /** The WhatsApp number as wa.me wants it: digits only. */
  phoneDigits: string;
  /** The number as people read it, for the footer. */
  phoneDisplay: string;
  chatUrl: string;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  /** The owner's public profiles (GitHub, LinkedIn…), for structured data `sameAs`. */
  profileUrls: string[];
  /** Visit and chat counts: off unless ANALYTICS names a provider (lib/analytics-config.mjs). */
  analytics: Analytics;
};

/** The environment variables the site reads at build time (see `.env.example`). */
export const envVariables = {
  whatsappNumber: "WHATSAPP_NUMBER",
  siteUrl: "SITE_URL",
  profileUrls: "PROFILE_URLS",
  ...analyticsVariables,
} as const;

type Env = Partial<Record<string, string | undefined>>;

/** An unset or blank variable falls back to its default. */
const orDefault = <T extends z.ZodType>(schema: T, fallback: string) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() ? value.trim() : fallback), schema);

const siteUrl = z
  .url({ protocol: /^https?$/, error: "expected an absolute http or https URL such as https://example.com" })
  .transform((raw) => {
    const url = new URL(raw);
    return url.origin + url.pathname.replace(/\/+$/, "");
  });

const profileUrl = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: "expected https:// profile URLs separated by commas",
});

/** The environment the site reads at build time (see `.env.example`); each variable is optional. */
export const envSchema = z.object({
  [envVariables.whatsappNumber]: orDefault(phoneNumberSchema, site.defaults.whatsappNumber),
  [envVariables.siteUrl]: siteUrl,
  [envVariables.profileUrls]: orDefault(
    z.string().transform((raw) => raw.split(/[\s,]+/).filter(Boolean)),
    site.defaults.profileUrls.join(","),
  ).pipe(z.array(profileUrl)),
});

/** The bad value an issue points at: the variable, or one entry of a list variable. */
function badValue(env: Env, path: readonly PropertyKey[]): string {
  const [variable, index] = path;
  const raw = env[String(variable)]?.trim() ?? "";
  if (typeof index !== "number") return raw;
  return raw.split(/[\s,]+/).filter(Boolean)[index] ?? raw;
}

/**
 * Where the site lives when SITE_URL is not set: on Vercel, the production domain it provides at build
 * time (VERCEL_PROJECT_PRODUCTION_URL, a host name without the scheme); elsewhere the default.
 */
function defaultSiteUrl(env: Env): string {
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  return vercel ? `https://${vercel}` : site.defaults.siteUrl;
}

/**
 * The number as people write it, by its country's own grouping ("+44 20 7946 0000", "+1 555 010 0123"), from
 * libphonenumber-js's metadata; a number it cannot place is shown as its digits after a "+".
 */
export function phoneForPeople(digits: string): string {
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}

/** Reads and checks the build-time configuration; a bad value throws and stops the build. */
export function loadSiteConfig(env: Env = process.env): SiteConfig {
  const siteUrlVariable = envVariables.siteUrl;
  const result = envSchema.safeParse({
    ...env,
    [siteUrlVariable]: env[siteUrlVariable]?.trim() || defaultSiteUrl(env),
  });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(String(issue.path[0]), badValue(env, issue.path), issue.message);
  }
  const config = result.data;
  const phoneDigits = config[envVariables.whatsappNumber];
  return {
    phoneDigits,
    phoneDisplay: phoneForPeople(phoneDigits),
    chatUrl: buildWhatsAppLink(phoneDigits),
    siteUrl: config[envVariables.siteUrl],
    profileUrls: config[envVariables.profileUrls],
    analytics: analyticsFromEnv(env),
  };
}

export const siteConfig: SiteConfig = loadSiteConfig();

/** The chat link with a pre-filled first message (content/chat.ts). */
export function chatUrlWith(message: string): string {
  return buildWhatsAppLink(siteConfig.phoneDigits, message);
}
