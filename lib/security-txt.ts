import "server-only";
import { site } from "@/content/site";
import { absoluteUrl } from "./site-metadata";

export const SECURITY_TXT_PATH = "/.well-known/security.txt";
/** RFC 9116 asks for an expiry under a year ahead; each build moves it forward, so a live site never lapses. */
const VALID_DAYS = 360;

/** The site's security.txt (RFC 9116): whom to tell about a vulnerability, until when that holds. */
export function securityTxt(builtAt: Date = new Date()): string {
  const expires = new Date(builtAt.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${site.email}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en",
    `Canonical: ${absoluteUrl(SECURITY_TXT_PATH)}`,
    "",
  ].join("\n");
}
