import type * as en from "../notes-text";
import type { Translation } from "../translation";

export const notesText = {
  title: "Notas y casos de estudio",
  description:
    "Cómo funcionan las automatizaciones y los sitios web que construyo: casos de estudio de proyectos con clientes y notas breves para pequeños negocios.",
  intro:
    "Cómo funciona lo que construyo, escrito para dueños de negocios: qué logró un proyecto, cómo se armó y qué tendrías que aportar tú.",
  headings: { "case-study": "Casos de estudio", note: "Notas" },
  kindLabel: { "case-study": "Caso de estudio", note: "Nota" },
  navLabel: "Notas",
  breadcrumb: "Ruta de navegación",
  home: "Inicio",
  published: "Publicado",
  updated: "Actualizado",
  minutes: (count: number) => `${count} min de lectura`,
  about: "Sobre",
  project: "Proyecto",
  neighbours: "Más notas",
  newer: "Más reciente",
  older: "Anterior",
  feed: "Sigue las notas nuevas en un lector de noticias",
  pages: "Páginas de notas",
  page: (number: number) => `Página ${number}`,
  serviceCaseStudies: "Casos de estudio",
  ctaTitle: "¿Quieres algo así para tu negocio?",
  ctaText:
    "Cuéntame un poco sobre tu negocio en un chat de WhatsApp. Te diré con franqueza si encaja y qué haría falta.",
  chatMessage: "¡Hola, Sami! Leí «{title}» en tu sitio. ¿Podría funcionar algo así para mi negocio?",
  homeLink: "Leer las notas y los casos de estudio",
} satisfies Translation<typeof en.notesText>;
