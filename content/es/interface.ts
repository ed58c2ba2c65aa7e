import type { interfaceText as english } from "../interface";
import type { Translation } from "../translation";

export const interfaceText = {
  skipLink: "Saltar al contenido",
  mainNavigation: "Principal",
  mobileNavigation: "Menú móvil",
  menu: "Menú",
  theme: "Tema",
  themes: { system: "Sistema", light: "Claro", dark: "Oscuro" },
  switchTheme: "Tema: {current}. Cambiar a {next}",
  newTab: "({to}, se abre en una pestaña nueva)",
  notifications: "Notificaciones (F8 o Alt+T)",
  previewLine: "Sitios web · Agentes de IA · Chatbots · Automatizaciones",
  otherLanguage: "Idiomas",
  footer: {
    contact: "Contacto",
    pages: "Páginas",
    home: "Inicio",
    about: "Sobre mí",
    whatsapp: "WhatsApp",
    email: "Correo",
    rights: "Todos los derechos reservados.",
  },
  unknownError: "Error desconocido",
  notFoundTitle: "Página no encontrada",
  aboutTitle: (owner: string, headline: string) => `Sobre ${owner} — ${headline}`,
  aboutDescription: (owner: string, brand: string) =>
    `${owner} crea sitios web, agentes de IA, chatbots y automatizaciones para pequeños negocios. Habilidades, proyectos y la historia detrás de ${brand}.`,
  serviceTitle: (service: string) => `${service} para pequeños negocios`,
  servicesCatalog: "Servicios de automatización con IA",
} satisfies Translation<typeof english>;
