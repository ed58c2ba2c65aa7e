import type * as en from "../projects";
import type { Translation } from "../translation";

export const projects = [
  {
    id: "android-game-server",
    title: "Servidor de juegos en Android",
    description:
      "Un servidor de juegos multijugador local que funciona en un teléfono Android, para que los amigos en la misma Wi-Fi jueguen sin PC ni alojamiento de pago.",
  },
  {
    id: "airline-booking",
    title: "Sistema de reservas de vuelos",
    description:
      "Búsqueda de vuelos, elección de asiento y reserva, con el billete generado y enviado por correo al pasajero en cuanto se confirma el pago.",
  },
  {
    id: "event-management",
    title: "Sitio web de gestión de eventos",
    description:
      "Listado de eventos, inscripciones y registro de asistentes en una base de datos, con una vista de administración para los organizadores.",
  },
  {
    id: "bmi-calculator",
    title: "Calculadora de IMC",
    description:
      "Calcula el índice de masa corporal a partir de la altura y el peso, y da recomendaciones en lenguaje sencillo para cada rango.",
  },
  {
    id: "jewelry-shop",
    title: "Tienda en línea de joyería",
    description:
      "Una joyería con varias categorías, filtros de producto, galerías y un proceso de compra pensado para navegar desde el teléfono.",
  },
  {
    id: "grocery-shop",
    title: "Tienda de frutas y verduras",
    description:
      "Una tienda en línea de productos frescos con carrito de compra, realización de pedidos y seguimiento de cada pedido.",
  },
  {
    id: "consulting-site",
    title: "Sitio web de consultoría",
    description:
      "Un sitio claro y confiable para una consultora: servicios, casos de estudio y una forma sencilla de reservar una llamada.",
  },
  {
    id: "travel-agency",
    title: "Sitio web de agencia de viajes",
    description:
      "Páginas de destinos y paquetes con formularios de consulta que llevan cada contacto directo a la lista de seguimiento de la agencia.",
  },
  {
    id: "portfolio-agency",
    title: "Sitio web de portafolio y agencia",
    description:
      "Este sitio: un hogar rápido y accesible para mi agencia, con efectos de partículas, páginas renderizadas de forma estática y contacto por WhatsApp.",
  },
  {
    id: "ai-voice-receptionist",
    title: "Recepcionista de voz con IA",
    description:
      "Un recepcionista con IA que contesta llamadas, agenda citas en el calendario y toma pedidos, y pasa las llamadas difíciles a una persona.",
  },
] satisfies Translation<typeof en.projects>;
