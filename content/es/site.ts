import { site as english } from "../site";
import type { Translation } from "../translation";

/** The site's words in Spanish; the brand, the owner, the configuration and the colours are the English file's. */
export const site = {
  ...english,
  category: "Agencia de automatización con IA",
  ownerRole: "Fundador · Desarrollador full-stack e ingeniero de automatización con IA",
  taglines: {
    primary: "Construyendo el futuro, una automatización a la vez",
    secondary: "Siempre construyendo. Siempre aprendiendo. Siempre creando.",
  },
  description:
    "Una agencia de automatización con IA de una sola persona: asistentes de voz, automatización de WhatsApp e Instagram, chatbots para sitios web y proyectos de IA a medida para pequeños negocios.",
  location: "En remoto · con clientes de todo el mundo",
  hours: "Lun–sáb, 9:00–18:00 (UTC)",
  areaServed: "Todo el mundo",
} satisfies Translation<typeof english>;
