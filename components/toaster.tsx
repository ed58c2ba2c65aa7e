"use client";

import { useEffect } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";
import { useThemeChoice } from "@/lib/use-theme-choice";

/** 3 toasts visible, 4000 ms each, focusable with F8 or Alt+T; the theme follows the site's. */
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

/** The chat toast's words in the page's language (content/chat.ts), and the notifications' accessible name. */
export type ToastText = { title: string; description: string; label: string };
export type ToasterProps = { label: string };

/** Tells the visitor that the chat link they followed is opening in WhatsApp (one toast, however many clicks). */
export function announceChat({ title, description }: ToastText) {
  toast(title, { id: "chat-opening", description });
}

export default function Toaster({ label }: ToasterProps) {
  useF8FocusesToasts();
  const theme = useThemeChoice();
  return (
    <SonnerToaster
      theme={theme}
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      hotkey={["altKey", "KeyT"]}
      customAriaLabel={label}
    />
  );
}
