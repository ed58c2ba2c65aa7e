/** Names of the icons content may use; `components/ui/icon.tsx` draws each one. */
export const iconNames = [
  "phone",
  "whatsapp",
  "instagram",
  "chat",
  "sparkles",
  "user",
  "wallet",
  "cpu",
  "chart",
  "code",
  "globe",
  "bot",
  "wand",
  "message",
  "video",
  "image",
  "monitor",
  "heart",
  "search",
  "shield",
  "rocket",
] as const;

export type IconName = (typeof iconNames)[number];
