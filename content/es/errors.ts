import type * as en from "../errors";
import type { Translation } from "../translation";

export const notFoundPage = {
  title: "¡Vaya! No encontramos la página",
  text: "La página que buscas no existe o se ha movido.",
  link: "Volver al inicio",
} satisfies Translation<typeof en.notFoundPage>;

export const errorPage = {
  title: "¡Error inesperado en la aplicación!",
  retry: "Intentar de nuevo",
  home: "Ir a la página de inicio",
} satisfies Translation<typeof en.errorPage>;
