import type * as en from "../home";
import type { Translation } from "../translation";

export const hero = {
  headline: "Agencia de automatización con IA",
  primaryCta: "Hablemos",
  secondaryCta: "Ver servicios",
} satisfies Translation<typeof en.hero>;

export const ctaBand = {
  title: "Reserva una llamada de demostración gratis",
  text: "Mira cómo sería un asistente con IA para tu negocio. Quince minutos por WhatsApp, sin compromiso.",
  button: "Reservar mi demo gratis",
  qrCaption: "¿Estás en una computadora? Escanea para chatear desde tu teléfono.",
  qrLabel: "Código QR: escanéalo con la cámara de tu teléfono para abrir este chat de WhatsApp",
} satisfies Translation<typeof en.ctaBand>;
