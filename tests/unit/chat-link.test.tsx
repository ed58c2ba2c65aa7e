import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";

/** Renders a chat link with the site configured by `env` (read when lib/site-config loads). */
async function renderChatLink(
  env: Record<string, string>,
  element: (modules: ChatLinkModules) => ReactElement,
) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let modules: ChatLinkModules | undefined;
    await jest.isolateModulesAsync(async () => {
      modules = {
        ChatLink: (await import("@/components/ui/chat-link")).ChatLink,
        services: (await import("@/content/services")).services,
        chatMessages: (await import("@/content/chat")).chatMessages,
      };
    });
    render(element(modules!));
    return modules!;
  } finally {
    process.env = saved;
  }
}

type ChatLinkModules = {
  ChatLink: typeof import("@/components/ui/chat-link").ChatLink;
  services: typeof import("@/content/services").services;
  chatMessages: typeof import("@/content/chat").chatMessages;
};

const message = (link: HTMLElement) => new URL(link.getAttribute("href") ?? "").searchParams.get("text");

describe("ChatLink", () => {
  it("opens the chat with its place's message, and carries no analytics attribute when analytics is off", async () => {
    const { chatMessages } = await renderChatLink({}, ({ ChatLink }) => (
      <ChatLink place="ctaBand">Chat</ChatLink>
    ));
    const link = screen.getByRole("link");
    expect(message(link)).toBe(chatMessages.ctaBand);
    expect(link).not.toHaveAttribute("data-chat-place");
  });

  it("with analytics on, names its place: the key in content/chat.ts, or service:<id>", async () => {
    const { services } = await renderChatLink(
      { ANALYTICS: "plausible", PLAUSIBLE_DOMAIN: "example.com" },
      ({ ChatLink, services }) => (
        <>
          <ChatLink place="hero">Hero</ChatLink>
          <ChatLink service={services[2]!}>Service</ChatLink>
        </>
      ),
    );
    expect(screen.getByRole("link", { name: /Hero/ })).toHaveAttribute("data-chat-place", "hero");
    const service = screen.getByRole("link", { name: /Service/ });
    expect(service).toHaveAttribute("data-chat-place", `service:${services[2]!.id}`);
    expect(message(service)).toBe(services[2]!.chatMessage);
  });
});
