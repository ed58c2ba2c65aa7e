import type { ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import type { Element, ElementContent } from "hast";
import { highlight } from "sugar-high";
import { ContentError } from "@/lib/config-error.mjs";
import { noteTree } from "@/lib/notes/markdown.mjs";
import type { Note } from "@/lib/notes/queries";
import { NotePicture } from "./note-picture";

/** The text of a tree's nodes. */
const textOfNodes = (nodes: readonly ElementContent[]): string =>
  nodes
    .map((node) => (node.type === "text" ? node.value : "children" in node ? textOfNodes(node.children) : ""))
    .join("");

/** A heading's anchor: its words, lowercase, joined by dashes. */
const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A code block's tokens as sugar-high marks them, each a span coloured by class (app/globals.css) and built as
 * an element, never as HTML text. Spaces and plain names keep the text's own colour, so they need no element.
 */
function HighlightedCode({ code }: { code: string }) {
  const lines: { type: string; value: string }[][] = [];
  highlight(code, {
    markLine: (line) => void lines.push(line.tokens.map(({ type, value }) => ({ type, value }))),
  });
  const parts: ReactNode[] = [];
  lines.forEach((tokens, index) => {
    if (index > 0) parts.push("\n");
    for (const [position, { type, value }] of tokens.entries())
      if (value)
        parts.push(
          type === "space" || type === "identifier" || type === "break" ? (
            value
          ) : (
            <span key={`${index}-${position}`} className={`sh__token--${type}`}>
              {value}
            </span>
          ),
        );
  });
  return <code>{parts}</code>;
}

const ALIGN: Record<string, string> = { left: "text-left", center: "text-center", right: "text-right" };

/** How the note's elements become the page, on the server at build: no script reaches the browser. */
function componentsFor(note: Note): Partial<Components> {
  /** A heading that links to itself, so a reader can share the section. */
  const heading = (Tag: "h2" | "h3") =>
    function Heading({ children, node }: { children?: ReactNode; node?: Element }) {
      const id = anchorOf(textOfNodes(node?.children ?? []));
      return (
        <Tag id={id}>
          <a href={`#${id}`}>{children}</a>
        </Tag>
      );
    };
  return {
    h2: heading("h2"),
    h3: heading("h3"),
    // Highlighted at build (sugar-high's colours are CSS variables, app/globals.css); a wide block scrolls,
    // so it takes focus for keyboard users.
    pre({ node }: { node?: Element }) {
      return (
        <pre tabIndex={0}>
          <HighlightedCode code={textOfNodes(node?.children ?? []).replace(/\n$/, "")} />
        </pre>
      );
    },
    img({ src, alt }: { src?: string; alt?: string }) {
      const picture = note.images.find((entry) => entry.src === src);
      if (!picture) throw new ContentError(`${note.file}: the picture ${String(src)} was not checked`);
      return <NotePicture note={note} picture={picture} alt={alt ?? ""} />;
    },
    // GFM's column alignment as a class (the `align` attribute is obsolete in HTML).
    th: ({ align, children }: { align?: string; children?: ReactNode }) => (
      <th className={ALIGN[align ?? ""]}>{children}</th>
    ),
    td: ({ align, children }: { align?: string; children?: ReactNode }) => (
      <td className={ALIGN[align ?? ""]}>{children}</td>
    ),
  };
}

/**
 * A note's text: its Markdown read as data (lib/notes/markdown.mjs), sanitised against the note schema and
 * turned into elements. The reader has already refused what a note may not hold, with its line.
 */
export function NoteBody({ note }: { note: Note }) {
  return toJsxRuntime(noteTree(note.body), {
    Fragment,
    jsx,
    jsxs,
    components: componentsFor(note),
    passNode: true,
  });
}
