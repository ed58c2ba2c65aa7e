import { ConfigError } from "./config-error";

export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/**
 * Turns a human-written phone number ("+44 20-7946 0000") into the digits wa.me expects.
 * Only `+`, spaces and dashes are stripped; anything else is a mistake worth stopping the build for.
 */
export function normalizePhoneNumber(raw: string, variable = "WHATSAPP_NUMBER"): string {
  const digits = raw.trim().replace(/[+\s-]/g, "");
  if (!/^\d+$/.test(digits)) {
    throw new ConfigError(variable, raw, "use digits only, optionally with +, spaces or dashes");
  }
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) {
    throw new ConfigError(
      variable,
      raw,
      `expected ${PHONE_MIN_DIGITS}–${PHONE_MAX_DIGITS} digits including the country code, got ${digits.length}`,
    );
  }
  return digits;
}

/** The WhatsApp "click to chat" link for a normalized number, with an optional pre-filled message. */
export function buildWhatsAppLink(phoneDigits: string, message?: string): string {
  const url = `https://wa.me/${phoneDigits}`;
  return message ? `${url}?text=${encodeURIComponent(message)}` : url;
}
