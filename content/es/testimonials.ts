import type * as en from "../testimonials";
import type { Translation } from "../translation";

export const testimonialsSection = {
  eyebrow: "Portafolio",
  title: "Lo que dicen los clientes",
  intro: "Equipos pequeños que ahora dedican su tiempo a los clientes y no a mensajes repetitivos.",
} satisfies Translation<typeof en.testimonialsSection>;

export const testimonials = [
  {
    id: "leila-haddad",
    quote:
      "El asistente de voz contesta todas las llamadas que antes perdíamos fuera de horario. Las reservas subieron el primer mes, y Sami lo montó todo sobre el calendario que ya usábamos.",
    name: "Leila Haddad",
    role: "Propietaria",
    company: "Cedar Smile Dental",
    caseStudy: "ai-voice-receptionist",
  },
  {
    id: "marco-bianchi",
    quote:
      "Antes tardábamos horas en responder por WhatsApp. Ahora los clientes reciben respuesta en segundos, y mi equipo solo interviene cuando hace falta una persona.",
    name: "Marco Bianchi",
    role: "Gerente de operaciones",
    company: "Verde Market",
  },
] satisfies Translation<typeof en.testimonials>;
