"use client";

import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";

/** Spec §9: 3 toasts visible, 4000 ms each, theme following the OS, focusable with F8 or Alt+T. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

/** sonner takes one key combination; this adds F8 beside its Alt+T to jump to the notifications. */
function useF8FocusesToasts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      const toaster = document.querySelector<HTMLElement>("[data-sonner-toaster]");
      if (!toaster) return;
      event.preventDefault();
      toaster.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

export default function Toaster() {
  useF8FocusesToasts();
  return (
    <SonnerToaster
      theme="system"
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      hotkey={["altKey", "KeyT"]}
      customAriaLabel="Notifications (F8 or Alt+T)"
    />
  );
}
