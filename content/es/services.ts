import type * as en from "../services";
import type { Translation } from "../translation";

export const servicesSection = {
  eyebrow: "Servicios",
  title: "Automatizaciones que trabajan mientras duermes",
  intro:
    "Cinco maneras de quitarte de encima el trabajo repetitivo. Cada una se construye para tu negocio, se prueba con las preguntas reales de tus clientes y se entrega con documentación en lenguaje sencillo.",
} satisfies Translation<typeof en.servicesSection>;

export const servicePageText = {
  cardLink: "Cómo funciona",
  breadcrumb: "Ruta de navegación",
  home: "Inicio",
  included: "Qué incluye",
  howItWorks: "Cómo funciona",
  suits: "Para quién es",
  clientProvides: "Qué aportas tú",
  faqs: "Preguntas y respuestas",
  ctaTitle: "¿Quieres verlo en tu negocio?",
  ctaText:
    "Cuéntame un poco sobre tu negocio en un chat de WhatsApp. Te diré con franqueza si esto encaja y qué haría falta.",
  priceFrom: "Desde",
  pricePeriods: { month: "al mes", once: "pago único" },
} satisfies Translation<typeof en.servicePageText>;

export const services = [
  {
    id: "voice-assistant",
    icon: "phone",
    title: "Asistente de voz con IA",
    summary:
      "Una voz amable que contesta cada llamada, de día o de noche, y nunca deja a un cliente en espera.",
    points: [
      "Captación y calificación de clientes",
      "Reservas en tu calendario",
      "Notas en el CRM tras cada llamada",
    ],
    chatMessage:
      "¡Hola, Sami! Me interesa un asistente de voz con IA para atender nuestras llamadas. ¿Cómo funcionaría en mi negocio?",
    price: { amount: 199, currency: "USD", period: "month" },
  },
  {
    id: "whatsapp-automation",
    icon: "whatsapp",
    title: "Automatización de WhatsApp",
    summary: "Responde a tus clientes donde ya están, en segundos, con una persona a un toque de distancia.",
    points: ["Respuestas al instante", "Avisos y recordatorios masivos", "Paso a una persona"],
    chatMessage: "¡Hola, Sami! Me interesa automatizar WhatsApp en mi negocio. ¿Me cuentas más?",
    price: { amount: 99, currency: "USD", period: "month" },
  },
  {
    id: "social-automation",
    icon: "instagram",
    title: "Automatización de Instagram y Facebook",
    summary:
      "Convierte comentarios y mensajes directos en conversaciones y ventas sin vivir en tu bandeja de entrada.",
    points: ["Respuesta automática a mensajes", "Preguntas de producto y ventas", "Sorteos"],
    chatMessage:
      "¡Hola, Sami! Me gustaría automatizar nuestros mensajes de Instagram y Facebook. ¿Me cuentas más?",
    price: { amount: 99, currency: "USD", period: "month" },
  },
  {
    id: "website-chatbot",
    icon: "chat",
    title: "Chatbot con IA para tu web",
    summary:
      "Un chatbot entrenado con tus propias páginas que ayuda a las visitas a encontrar respuestas y dejar sus datos.",
    points: [
      "Búsqueda en el sitio y preguntas frecuentes",
      "Formularios y captación de correos",
      "Analítica",
    ],
    chatMessage: "¡Hola, Sami! Me interesa un chatbot con IA para mi sitio web. ¿Me cuentas más?",
    price: { amount: 490, currency: "USD", period: "once" },
  },
  {
    id: "custom-ai",
    icon: "sparkles",
    title: "Proyectos de IA a medida",
    summary:
      "¿Tienes en mente algo fuera de lo común? Lo diseño y lo construyo de principio a fin, con seguridad.",
    points: ["Flujos de trabajo a medida", "Integración de sistemas", "Seguridad y límites"],
    chatMessage:
      "¡Hola, Sami! Tengo una idea para un proyecto de IA a medida y me gustaría saber qué opinas.",
  },
] satisfies Translation<typeof en.services>;
