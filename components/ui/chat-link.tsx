import type { ComponentProps } from "react";
import { ExternalLink } from "@/components/ui/external-link";
import { chatUrlWith } from "@/lib/site-config";

type ChatLinkProps = Omit<ComponentProps<typeof ExternalLink>, "href"> & {
  /** The first line of the chat, from content/chat.ts or a service's `chatMessage`. */
  message: string;
};

/**
 * A WhatsApp chat with the owner, opened in a new tab (or the app) with `message` ready to send. A plain
 * link, so it works without JavaScript; with it, Providers adds an "Opening WhatsApp…" toast.
 */
export function ChatLink({ message, ...props }: ChatLinkProps) {
  return <ExternalLink href={chatUrlWith(message)} {...props} />;
}
