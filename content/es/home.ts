import type * as en from "../home";
import type { Translation } from "../translation";

export const hero = {
  headline: "Agencia de automatización con IA",
  offer:
    "Un asistente que responde a tus clientes por WhatsApp, Instagram y teléfono en segundos, les da cita y te pasa los contactos.",
  primaryCta: "Hablemos",
  secondaryCta: "Ver servicios",
  proof: [
    { value: "< 1 min", label: "en responder, de día o de noche" },
    { value: "24/7", label: "horas cubiertas" },
    { value: "2 semanas", label: "de la primera llamada a funcionar" },
  ],
  conversation: {
    label: "Ejemplo: una clienta reserva una limpieza por WhatsApp de noche",
    business: "Clínica Dental Cedar Smile",
    status: "Asistente con IA · en línea",
    speakers: { customer: "Clienta", assistant: "Asistente" },
    messages: [
      {
        from: "customer",
        text: "¡Hola! ¿Tienen algo libre el sábado por la mañana para una limpieza?",
        time: "22:41",
      },
      {
        from: "assistant",
        text: "¡Hola, Ana! El sábado tengo a las 9:30 o a las 11:00. ¿Cuál te va mejor?",
        time: "22:41",
      },
      { from: "customer", text: "A las 11:00, por favor", time: "22:42" },
      {
        from: "assistant",
        text: "Reservado: sábado a las 11:00 con la Dra. Haddad. Te lo recuerdo el día antes.",
        time: "22:42",
      },
    ],
  },
} satisfies Translation<typeof en.hero>;

export const ctaBand = {
  title: "Reserva una llamada de demostración gratis",
  text: "Mira cómo sería un asistente con IA para tu negocio. Quince minutos por WhatsApp, sin compromiso.",
  button: "Reservar mi demo gratis",
  qrCaption: "¿Estás en una computadora? Escanea para chatear desde tu teléfono.",
  qrLabel: "Código QR: escanéalo con la cámara de tu teléfono para abrir este chat de WhatsApp",
} satisfies Translation<typeof en.ctaBand>;
