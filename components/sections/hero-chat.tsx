import type { Content } from "@/lib/content";

type Conversation = Content["home"]["hero"]["conversation"];

/**
 * The hero's example chat, drawn in HTML and CSS (no picture, no script): a list of messages, each starting
 * with who says it for a screen reader, under a header a sighted visitor reads as WhatsApp's. The bubbles rise
 * into place once, one after another (app/globals.css), and stand still under reduced motion.
 */
export function HeroChat({ conversation }: { conversation: Conversation }) {
  const { label, business, status, speakers, messages } = conversation;
  return (
    <figure className="chat-demo" aria-label={label}>
      <div className="chat-head" aria-hidden="true">
        <span className="chat-avatar">{business.charAt(0)}</span>
        <span>
          <b>{business}</b>
          <br />
          <small>{status}</small>
        </span>
      </div>
      <ol role="list" className="chat-thread">
        {messages.map((message, index) => (
          <li key={index} className={message.from === "assistant" ? "chat-out" : undefined}>
            <span className="sr-only">{speakers[message.from]}: </span>
            {message.text}
            <time>{message.time}</time>
          </li>
        ))}
      </ol>
    </figure>
  );
}
