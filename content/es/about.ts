import type * as en from "../about";
import type { Translation } from "../translation";

export const aboutSection = {
  eyebrow: "Sobre mí",
  title: "Un desarrollador que entrega, no un equipo de ventas",
  story: [
    "Fundé Brightloop para dar a los pequeños negocios el tipo de automatización por el que las grandes empresas pagan equipos enteros. Construyo sitios web, agentes de IA, chatbots y sistemas de negocio, y sigo disfrutando del lado creativo: edición de video y foto para marcas.",
    "Cada proyecto lo construyo yo, lo pruebo con conversaciones reales y lo mantengo en marcha después del lanzamiento. Si algo falla, escribes a la persona que lo hizo.",
  ],
} satisfies Translation<typeof en.aboutSection>;

export const values = [
  {
    id: "human-centered",
    icon: "heart",
    title: "Centrado en las personas",
    description:
      "La automatización debe hacer que tus clientes se sientan escuchados, con una persona siempre a un paso.",
  },
  {
    id: "evidence-driven",
    icon: "search",
    title: "Basado en datos",
    description: "Las decisiones se apoyan en lo que dicen tus cifras y tus clientes, no en suposiciones.",
  },
  {
    id: "secure-by-default",
    icon: "shield",
    title: "Seguro por defecto",
    description:
      "Tus datos siguen siendo tuyos: el mínimo acceso, límites en cada respuesta de la IA y nada guardado sin necesidad.",
  },
  {
    id: "production-first",
    icon: "rocket",
    title: "En producción desde el inicio",
    description: "Software que funciona frente a usuarios reales desde pronto, y que mejora semana a semana.",
  },
] satisfies Translation<typeof en.values>;

export const founderCard = {
  heading: "Conoce al fundador",
  bio: "Desarrollador full-stack e ingeniero de automatización con IA. Sitios web, agentes de IA, chatbots y automatizaciones, además de edición de video y foto para marcas.",
  linkLabel: "Más sobre mí",
} satisfies Translation<typeof en.founderCard>;

export const aboutPage = {
  headline: "Desarrollador full-stack e ingeniero de automatización con IA",
  storyTitle: "Sobre mí",
  story: [
    "Soy Sami, un desarrollador full-stack al que le encanta construir cosas que ahorran tiempo a la gente. Empecé con sitios web para las tiendas de amigos y terminé creando agentes de IA, chatbots y automatizaciones para negocios de varios países.",
    "Hoy diseño, construyo y mantengo sistemas completos: el sitio web que ven tus clientes, el asistente que les responde y las integraciones que hay detrás. Por el camino he mantenido a punto mis herramientas creativas con la edición de video y foto, y todavía reparo computadoras cuando la laptop de un cliente dice basta.",
  ],
  servicesTitle: "Qué hago",
  services: [
    "Sitios web",
    "Agentes de IA y automatización",
    "Chatbots",
    "Edición de video y foto",
    "Reparación de computadoras",
  ],
  skillsTitle: "Habilidades",
  skillsIntro: "Toca una tarjeta para leer más.",
  projectsTitle: "Proyectos",
  projectsIntro: "Una selección de cosas que he construido, desde juegos hasta sistemas de reservas.",
} satisfies Translation<typeof en.aboutPage>;
