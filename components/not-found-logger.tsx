"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** An unknown path is logged as a console error naming the path. Renders nothing. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    const attempted = pathname ?? window.location.pathname;
    console.error(`404 Error: User attempted to access non-existent route: ${attempted}`);
  }, [pathname]);
  return null;
}
