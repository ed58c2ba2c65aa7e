import { envVariables, site } from "@/content/site";
import { ConfigError } from "./config-error";
import { buildWhatsAppLink, normalizePhoneNumber } from "./whatsapp";

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
};

type Env = Partial<Record<string, string | undefined>>;

function readSiteUrl(env: Env): string {
  const variable = envVariables.siteUrl;
  const raw = env[variable]?.trim() || site.defaults.siteUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(variable, raw, "expected an absolute URL such as https://example.com");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigError(variable, raw, "expected an http or https URL");
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}

function readProfileUrls(env: Env): string[] {
  const variable = envVariables.profileUrls;
  const raw = env[variable]?.trim() ?? "";
  const urls = raw ? raw.split(/[\s,]+/).filter(Boolean) : [...site.defaults.profileUrls];
  for (const value of urls) {
    if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) {
      throw new ConfigError(variable, value, "expected https:// profile URLs separated by commas");
    }
  }
  return urls;
}

/** Reads and checks the build-time configuration; a bad value throws and stops the build. */
export function loadSiteConfig(env: Env = process.env): SiteConfig {
  const rawPhone = env[envVariables.whatsappNumber]?.trim() || site.defaults.whatsappNumber;
  const phoneDigits = normalizePhoneNumber(rawPhone, envVariables.whatsappNumber);
  return {
    phoneDigits,
    phoneDisplay: `+${phoneDigits}`,
    chatUrl: buildWhatsAppLink(phoneDigits),
    siteUrl: readSiteUrl(env),
    profileUrls: readProfileUrls(env),
  };
}

export const siteConfig: SiteConfig = loadSiteConfig();
