/** The page shown for an unknown address (status 404). */
export const notFoundPage = {
  title: "Oops! Page not found",
  text: "The page you were looking for doesn't exist or has moved.",
  link: "Return to Home",
} as const;

/** The screen shown when a page fails while running in the browser. */
export const errorPage = {
  title: "Unexpected Application Error!",
  retry: "Try again",
  home: "Go to the home page",
} as const;
