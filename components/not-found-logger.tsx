"use client";

import { useEffect } from "react";

/**
 * An unknown path is logged as a console error naming the path. Renders nothing. The links between pages
 * are plain links, so the 404 page is always a page load of the attempted address: the path is in `location`
 * (no router hook, whose code would join the start-up JavaScript of every page through the root layout).
 */
export function NotFoundLogger() {
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
  }, []);
  return null;
}
