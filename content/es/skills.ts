import type * as en from "../skills";
import type { Translation } from "../translation";

export const skills = [
  {
    id: "full-stack",
    icon: "code",
    title: "Desarrollo web full-stack",
    description:
      "React, Next.js y TypeScript en el frente; Node.js, APIs REST y bases de datos SQL o documentales detrás. Desplegado con integración continua y supervisado después del lanzamiento.",
    color: "sky",
  },
  {
    id: "websites",
    icon: "globe",
    title: "Sitios web",
    description:
      "Sitios web de empresa rápidos y accesibles, que posicionan y convierten: páginas de aterrizaje, portafolios y tiendas que los dueños pueden actualizar solos.",
    color: "indigo",
  },
  {
    id: "ai-agents",
    icon: "bot",
    title: "Agentes de IA y automatización",
    description:
      "Agentes que leen, deciden y actúan en tus herramientas: califican clientes potenciales, guardan notas en el CRM, envían recordatorios y pasan a una persona cuando hace falta.",
    color: "violet",
  },
  {
    id: "ai-tools",
    icon: "wand",
    title: "Dominio de herramientas de IA",
    description:
      "Experiencia práctica con los modelos actuales de lenguaje, voz e imagen, diseño de prompts y recuperación de información, y la herramienta adecuada para cada coste y tarea.",
    color: "emerald",
  },
  {
    id: "chatbots",
    icon: "message",
    title: "Chatbots para negocios",
    description:
      "Chatbots para la web, WhatsApp e Instagram entrenados con tus propias preguntas frecuentes y productos, con límites y un paso limpio a tu equipo.",
    color: "teal",
  },
  {
    id: "video-editing",
    icon: "video",
    title: "Edición de video (Premiere / AE)",
    description:
      "Videos promocionales, reels y videos explicativos montados en Premiere Pro, con gráficos animados y títulos en After Effects.",
    color: "rose",
  },
  {
    id: "photo-editing",
    icon: "image",
    title: "Edición de fotos e imagen de marca",
    description:
      "Retoque, fotos de producto e imágenes para redes sociales que mantienen coherente una marca pequeña en todos sus canales.",
    color: "orange",
  },
  {
    id: "computer-systems",
    icon: "monitor",
    title: "Sistemas informáticos",
    description:
      "Diagnóstico y reparación de hardware, instalación de sistemas operativos, redes y copias de seguridad para oficinas en casa y equipos pequeños.",
    color: "amber",
  },
] satisfies Translation<typeof en.skills>;

export { accentColors } from "../skills";
