import type * as en from "../chat";
import type { Translation } from "../translation";

export const chatMessages = {
  topBar:
    "¡Hola, Sami! Encontré Brightloop AI en internet y me gustaría hablar sobre automatizar parte de mi negocio.",
  hero: "¡Hola, Sami! Me gustaría saber qué podría hacer la automatización con IA por mi negocio.",
  ctaBand:
    "¡Hola, Sami! Me gustaría reservar la llamada de demostración gratis de 15 minutos. ¿Cuándo tienes tiempo?",
  aboutPage: "¡Hola, Sami! Leí tu página «Sobre mí» y me gustaría hablar sobre trabajar juntos.",
  notes: "¡Hola, Sami! He estado leyendo tus notas y me gustaría hablar sobre mi negocio.",
  footer: "¡Hola, Sami! Tengo una pregunta sobre tus servicios.",
} satisfies Translation<typeof en.chatMessages>;

export const chatDestination = "chat de WhatsApp" satisfies Translation<typeof en.chatDestination>;

export const askAboutServiceLabel = "Preguntar por esto" satisfies Translation<
  typeof en.askAboutServiceLabel
>;

export const chatToast = {
  title: "Abriendo WhatsApp…",
  description: "Tu mensaje está listo para enviar; añade lo que quieras antes.",
} satisfies Translation<typeof en.chatToast>;
