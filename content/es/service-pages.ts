import type * as en from "../service-pages";
import type { Translation } from "../translation";

export const servicePages = {
  "voice-assistant": {
    description:
      "Un asistente de voz con IA que contesta las llamadas de tu negocio día y noche: califica clientes, agenda citas en tu calendario y deja notas en el CRM.",
    intro:
      "Tu teléfono suena mientras atiendes a un cliente, fuera de horario o durante otra llamada. El asistente de voz que construyo contesta cada llamada con una voz natural, conoce tus servicios, precios y horarios, averigua qué necesita quien llama, le da una cita y te deja un resumen breve. Lo que no puede resolver te llega a ti.",
    pointDetails: [
      "Hace las preguntas que harías tú (qué necesita, para cuándo, cómo contactarle) y marca cada llamada como cliente nuevo o existente, para que devuelvas primero las llamadas que importan.",
      "Consulta tu disponibilidad real, agenda, cambia o cancela citas en el calendario que ya usas y confirma la hora antes de colgar.",
      "Tras cada llamada, un resumen, los datos de quien llamó y el resultado llegan a tu CRM o a tu correo, sin que nadie tenga que apuntarlo.",
    ],
    steps: [
      {
        title: "Una llamada sobre tus llamadas",
        text: "Repasamos quién te llama, qué pregunta y qué puede y qué no puede decir el asistente.",
      },
      {
        title: "Lo construyo y lo entreno",
        text: "Preparo la voz, el guion y la conexión con tu calendario y tu CRM, a partir de tus propios servicios, precios y normas.",
      },
      {
        title: "Lo probamos juntos",
        text: "Tú y tu equipo lo llaman con preguntas reales, y lo ajusto hasta que responde como lo harías tú.",
      },
      {
        title: "Se pone en marcha, y sigo contigo",
        text: "Lo conecto a tu número y lo afino contigo durante las primeras semanas de llamadas.",
      },
    ],
    suits: [
      "Clínicas, salones y otros negocios que funcionan con citas",
      "Oficios y servicios que pierden llamadas mientras trabajan",
      "Cualquier equipo pequeño cuyo teléfono suena fuera de horario",
    ],
    clientProvides: [
      "Tus servicios, precios, horarios y las preguntas más frecuentes de quienes llaman",
      "Acceso a tu calendario y a tu CRM",
      "Un número de teléfono desde el que se puedan desviar las llamadas",
      "Una o dos horas de llamadas de prueba antes del lanzamiento",
    ],
    faqs: [
      {
        question: "¿Sabrán quienes llaman que hablan con una IA?",
        answer:
          "Se presenta como el asistente de tu negocio, y te recomiendo que diga que es automático. Quien llama siempre puede pedir hablar con una persona.",
      },
      {
        question: "¿Qué pasa cuando no sabe responder?",
        answer:
          "Toma los datos y la pregunta de quien llama, le dice que alguien le contactará y te lo envía al momento. Tú decides qué temas van siempre a una persona.",
      },
      {
        question: "¿Puedo mantener mi número de teléfono?",
        answer: "Sí. Las llamadas se desvían desde tu número, siempre o solo cuando nadie contesta.",
      },
      {
        question: "¿Con qué calendarios y CRM funciona?",
        answer:
          "Google Calendar, Outlook y los CRM más conocidos se conectan directamente; la mayoría de los demás, mediante su API. Dime qué usas y lo compruebo antes de empezar.",
      },
    ],
  },
  "whatsapp-automation": {
    description:
      "WhatsApp automatizado para pequeños negocios: respuestas al instante, avisos y recordatorios, y el paso a una persona cuando importa.",
    intro:
      "Tus clientes ya te escriben por WhatsApp, a menudo cuando no puedes contestar. Configuro un asistente en la plataforma de WhatsApp Business que responde en segundos a las preguntas de cada día, envía los avisos y recordatorios que escribirías a mano y te pasa el chat a ti o a tu equipo cuando hace falta una persona.",
    pointDetails: [
      "Horarios, precios, disponibilidad, cómo llegar, el estado de un pedido: responde con tu tono, a cualquier hora, con información que tú aprobaste.",
      "Recordatorios de citas, avisos de pedidos, novedades u ofertas llegan a los clientes que aceptaron recibirlos, con las plantillas de mensaje aprobadas por WhatsApp.",
      "Cuando un cliente pide hablar con una persona, o algo que llevas tú, el chat te llega con todo su historial, para que nadie tenga que repetirse.",
    ],
    steps: [
      {
        title: "Repasamos tus conversaciones",
        text: "Me enseñas los mensajes que más recibes y cómo los contestas, y acordamos qué atiende el asistente y qué te llega a ti.",
      },
      {
        title: "Preparo la cuenta y las respuestas",
        text: "Configuro o conecto tu cuenta de WhatsApp Business, escribo contigo las respuestas y plantillas, y la conecto con las herramientas que usas.",
      },
      {
        title: "Lo probamos con preguntas reales",
        text: "Tú y tu equipo le escriben como lo harían los clientes hasta que las respuestas y los pasos a una persona sean los correctos.",
      },
      {
        title: "Lanzamiento y ajustes",
        text: "Se pone en marcha en tu número, y repasamos juntos las conversaciones de las primeras semanas para mejorar las respuestas.",
      },
    ],
    suits: [
      "Tiendas y restaurantes que contestan las mismas preguntas todo el día",
      "Negocios con citas que envían recordatorios",
      "Equipos que comparten un mismo número de WhatsApp entre varias personas",
    ],
    clientProvides: [
      "Tu número y acceso a tu cuenta de Meta Business",
      "Las preguntas que más recibes y las respuestas que das hoy",
      "Quién debe recibir los chats que necesitan a una persona",
      "Los avisos y recordatorios que quieres enviar",
    ],
    faqs: [
      {
        question: "¿Puedo usar mi número de WhatsApp actual?",
        answer:
          "Normalmente, sí. Pasa a la plataforma de WhatsApp Business; antes te explico qué significa eso para la aplicación de tu teléfono.",
      },
      {
        question: "¿Mis clientes recibirán spam?",
        answer:
          "No. Los envíos masivos solo llegan a quienes aceptaron recibirlos, WhatsApp aprueba cada plantilla y cualquier cliente puede darse de baja.",
      },
      {
        question: "¿Mi equipo puede seguir respondiendo?",
        answer:
          "Sí. Quien tú elijas puede tomar un chat en cualquier momento, y mientras tanto el asistente no interviene.",
      },
      {
        question: "¿WhatsApp cobra por esto?",
        answer:
          "Meta cobra algunos mensajes de empresa, como los envíos de marketing. Antes del lanzamiento te muestro los precios vigentes en tu país.",
      },
    ],
  },
  "social-automation": {
    description:
      "Instagram y Facebook automatizados: respuestas al instante a mensajes y comentarios, dudas de producto resueltas, ventas hasta el pago y sorteos sin esfuerzo.",
    intro:
      "Los comentarios y los mensajes directos de Instagram y Facebook son donde muchos clientes hacen su primera pregunta. Construyo automatizaciones con las herramientas oficiales de Meta que responden al momento a mensajes y comentarios, resuelven dudas sobre tus productos, guían a los compradores hasta el pago y gestionan sorteos, para que publiques y vendas sin vivir en tu bandeja de entrada.",
    pointDetails: [
      "Un mensaje nuevo, o un comentario con una palabra clave, recibe en segundos una respuesta privada útil: un precio, un enlace, una página de reservas o una pregunta para entender qué necesita la persona.",
      "Responde sobre tallas, existencias, envíos y precios a partir de la información de tus productos, y lleva a los clientes interesados a la página de producto o al enlace de compra adecuado.",
      "Las participaciones por comentario o mensaje se recogen y se revisan según tus reglas de forma automática, así que un sorteo te lleva una publicación, no un fin de semana contando.",
    ],
    steps: [
      {
        title: "Miramos tu bandeja de entrada",
        text: "Repasamos los mensajes y comentarios que recibes y elegimos las conversaciones que conviene automatizar primero.",
      },
      {
        title: "Construyo los flujos",
        text: "Conecto tu cuenta de Instagram y tu página de Facebook, y escribo contigo las respuestas y los flujos con la voz de tu marca.",
      },
      {
        title: "Los probamos",
        text: "Pruebas cada flujo desde una cuenta personal, y ajusto las palabras y las reglas hasta que te convencen.",
      },
      {
        title: "Lanzamiento y revisión",
        text: "Los flujos se ponen en marcha y, tras las primeras semanas, revisamos juntos las conversaciones para mejorarlos.",
      },
    ],
    suits: [
      "Tiendas en línea y marcas que venden por Instagram o Facebook",
      "Creadores y negocios locales cuyas publicaciones generan muchas preguntas",
      "Cualquiera que prepare un sorteo o un lanzamiento",
    ],
    clientProvides: [
      "Acceso de administrador a tu cuenta profesional de Instagram y a tu página de Facebook",
      "Tus productos o servicios, precios y enlaces",
      "Las preguntas que más recibes y cómo las contestas",
      "Las reglas de cualquier sorteo que quieras hacer",
    ],
    faqs: [
      {
        question: "¿Lo permiten Instagram y Facebook?",
        answer:
          "Sí. Usa las herramientas de mensajería oficiales de Meta y sigue sus reglas, como escribir solo a quienes te escribieron o comentaron primero.",
      },
      {
        question: "¿Las respuestas sonarán a robot?",
        answer:
          "Se escriben contigo, con tus palabras, y pueden hacer una pregunta de seguimiento en lugar de enviar un muro de texto. Una persona puede tomar cualquier chat.",
      },
      {
        question: "¿Necesito una cuenta profesional de Instagram?",
        answer:
          "Sí: una cuenta de empresa o de creador conectada a una página de Facebook. Si aún no la tienes, te ayudo a cambiarla; es gratis.",
      },
    ],
  },
  "website-chatbot": {
    description:
      "Un chatbot con IA para tu web, entrenado con tus páginas: responde a las visitas, les indica la página adecuada, capta contactos y te muestra qué preguntan.",
    intro:
      "Las visitas que no encuentran una respuesta rápido suelen irse. El chatbot que construyo vive en tu sitio web, responde a partir de tus propias páginas y documentos, lleva a cada persona a la página adecuada y toma sus datos cuando quiere que la contacten. Dice cuándo no sabe algo en lugar de inventar, y te muestra lo que más preguntan las visitas.",
    pointDetails: [
      "Responde en lenguaje sencillo a partir de tu propio contenido (servicios, precios, normas, guías) y enlaza la página de la que sale cada respuesta.",
      "Cuando una visita quiere reservar, pedir o solicitar un presupuesto, toma su nombre, sus datos de contacto y su petición, y los envía a tu correo o a tu CRM.",
      "Ves qué preguntan las visitas, qué preguntas no supo responder y qué conversaciones se convirtieron en contactos, así sabes qué le falta a tu sitio.",
    ],
    steps: [
      {
        title: "Elegimos qué sabe",
        text: "Me dices de qué páginas y documentos puede responder y de qué no debe hablar nunca.",
      },
      {
        title: "Lo construyo y lo entreno",
        text: "Preparo el chatbot, cargo tu contenido, lo adapto al estilo de tu sitio y conecto la captación de contactos con tu correo o tu CRM.",
      },
      {
        title: "Lo probamos",
        text: "Le haces las preguntas difíciles, y ajusto sus respuestas y sus límites hasta que sean los correctos.",
      },
      {
        title: "Instalación y mejora",
        text: "Se añade a tu sitio con un fragmento breve de código, y repasamos las preguntas que recibe para seguir mejorándolo.",
      },
    ],
    suits: [
      "Negocios cuyo sitio recibe las mismas preguntas una y otra vez",
      "Negocios de servicios que quieren más consultas desde su web",
      "Sitios con muchas páginas, documentos o normas que consultar",
    ],
    clientProvides: [
      "Tu sitio web y cualquier documento del que deba responder",
      "Adónde deben llegar los contactos: un correo o tu CRM",
      "Acceso para añadir un pequeño script a tu sitio, o el contacto de tu desarrollador web",
    ],
    faqs: [
      {
        question: "¿Se inventará respuestas?",
        answer:
          "Está configurado para responder solo a partir de tu contenido y decir cuándo no sabe algo, ofreciendo pasarte la pregunta a ti.",
      },
      {
        question: "¿Funciona con mi creador de sitios web?",
        answer:
          "Funciona con la mayoría de los sitios, incluidos WordPress, Shopify, Wix, Squarespace y los hechos a mano: se añade con un script breve.",
      },
      {
        question: "¿Y la privacidad de mis visitas?",
        answer:
          "Solo recoge lo que cada visita decide dar. Te ayudo a actualizar tu aviso de privacidad, y los chats pueden borrarse tras el plazo que elijas.",
      },
      {
        question: "¿Cómo se mantiene al día con los cambios de mi sitio?",
        answer:
          "Cuando cambian tus páginas, se actualiza su contenido; podemos hacer que ocurra de forma automática.",
      },
    ],
  },
  "custom-ai": {
    description:
      "Proyectos de IA a medida, de principio a fin: flujos de trabajo propios, integración entre los sistemas que ya usas, y seguridad y límites desde el primer día.",
    intro:
      "Algunos problemas no encajan en un producto hecho: un proceso que solo tiene tu negocio, sistemas que no se hablan entre sí o una idea para usar la IA que quieres probar con seguridad. Lo diseño y lo construyo de principio a fin, desde la primera conversación hasta una herramienta probada que usa tu equipo, con límites claros sobre lo que la IA puede ver y hacer.",
    pointDetails: [
      "Tareas como leer los documentos que llegan, redactar respuestas, clasificar solicitudes o preparar informes se automatizan paso a paso, con una persona que aprueba donde importa.",
      "Conecto las herramientas que ya usas (tu CRM, hojas de cálculo, correo, calendario, contabilidad) para que la información pase de una a otra sin copiar y pegar.",
      "Acceso solo a los datos que necesita, un registro de lo que hizo, límites sobre lo que puede decir y hacer, y revisión humana de todo lo delicado, desde el principio.",
    ],
    steps: [
      {
        title: "Hablamos de la idea",
        text: "Me explicas el problema o la idea; te hago preguntas y te digo con franqueza si la IA es la herramienta adecuada.",
      },
      {
        title: "Un plan por escrito",
        text: "Antes de empezar, pongo por escrito qué construiré, cómo funcionará, qué necesito de ti y cuánto costará.",
      },
      {
        title: "Construido en pasos pequeños",
        text: "Lo construyo por partes que puedes probar sobre la marcha, para poder cambiar de rumbo a tiempo.",
      },
      {
        title: "Entrega",
        text: "Recibes una herramienta probada, documentación en lenguaje sencillo y una demostración para tu equipo, con soporte tras el lanzamiento.",
      },
    ],
    suits: [
      "Negocios con un proceso repetitivo que ninguna herramienta cubre",
      "Equipos que manejan varios sistemas que no comparten sus datos",
      "Dueños con una idea de IA que quieren construir con cuidado",
    ],
    clientProvides: [
      "Una descripción del problema o la idea, con ejemplos reales",
      "Acceso a los sistemas implicados, o cuentas de prueba",
      "Alguien que pueda responder preguntas y probar cada paso",
    ],
    faqs: [
      {
        question: "¿Cómo sé si mi idea es posible?",
        answer:
          "Descríbemela en un chat. Te diré si se puede hacer, qué haría falta y si algo más sencillo resolvería lo mismo.",
      },
      {
        question: "¿De quién es lo que construyes?",
        answer:
          "Tuyo: los flujos de trabajo, el código que escribo para ti y tus datos. Te aviso desde el principio de cualquier servicio externo del que dependa.",
      },
      {
        question: "¿Se usan mis datos para entrenar modelos de IA?",
        answer:
          "Uso proveedores y configuraciones que no entrenan con tus datos, y el plan por escrito nombra cada servicio implicado.",
      },
      {
        question: "¿Qué pasa después del lanzamiento?",
        answer:
          "Recibes documentación y una demostración, y sigo disponible para arreglos y cambios según lo necesite tu negocio.",
      },
    ],
  },
} satisfies Translation<typeof en.servicePages>;
