import type * as en from "../why-choose";
import type { Translation } from "../translation";

export const whyChooseSection = {
  title: "Por qué elegir Brightloop",
  intro: "Trabajas con la persona que construye tu sistema, desde la primera llamada hasta el último ajuste.",
} satisfies Translation<typeof en.whyChooseSection>;

export const whyChoosePoints = [
  {
    id: "personal",
    icon: "user",
    title: "Trato personal, uno a uno",
    description:
      "Sin gestores de cuenta ni intermediarios. Hablas directamente con el ingeniero que construye tu automatización.",
  },
  {
    id: "affordable",
    icon: "wallet",
    title: "Planes mensuales asequibles",
    description:
      "Planes mensuales claros, pensados para pequeños negocios, con el alojamiento y los cambios pequeños incluidos.",
  },
  {
    id: "cutting-edge",
    icon: "cpu",
    title: "Tecnología de vanguardia",
    description:
      "Modelos de IA actuales y herramientas probadas, elegidos por tu caso de uso y no por la moda.",
  },
  {
    id: "proven-impact",
    icon: "chart",
    title: "Resultados medibles",
    description:
      "Cada proyecto empieza con una cifra que mejorar, como las llamadas perdidas o el tiempo de respuesta, y la medimos.",
  },
] satisfies Translation<typeof en.whyChoosePoints>;
