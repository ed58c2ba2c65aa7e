import { z } from "zod";
import { ConfigError } from "./config-error.mjs";

export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/**
 * A human-written phone number ("+44 20-7946 0000") parsed into the digits wa.me expects.
 * Only `+`, spaces and dashes are stripped; anything else is a mistake worth stopping the build for.
 */
export const phoneNumberSchema = z.string().transform((raw, context) => {
  const digits = raw.trim().replace(/[+\s-]/g, "");
  if (!/^\d+$/.test(digits)) {
    context.addIssue({ code: "custom", message: "use digits only, optionally with +, spaces or dashes" });
    return z.NEVER;
  }
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) {
    context.addIssue({
      code: "custom",
      message: `expected ${PHONE_MIN_DIGITS}–${PHONE_MAX_DIGITS} digits including the country code, got ${digits.length}`,
    });
    return z.NEVER;
  }
  return digits;
});

/** {@link phoneNumberSchema} as a function: the digits, or a ConfigError naming the variable and value. */
export function normalizePhoneNumber(raw: string, variable = "WHATSAPP_NUMBER"): string {
  const result = phoneNumberSchema.safeParse(raw);
  if (!result.success) throw new ConfigError(variable, raw, result.error.issues[0]?.message ?? "invalid");
  return result.data;
}

/** The WhatsApp "click to chat" link for a normalized number, with an optional pre-filled message. */
export function buildWhatsAppLink(phoneDigits: string, message?: string): string {
  const url = `https://wa.me/${phoneDigits}`;
  return message ? `${url}?text=${encodeURIComponent(message)}` : url;
}
