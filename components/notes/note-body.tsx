import { isValidElement, type ReactNode } from "react";
import { compile } from "@mdx-js/mdx";
import { evaluate, type MDXComponents } from "next-mdx-remote-client/rsc";
import { highlight } from "sugar-high";
import { ContentError } from "@/lib/config-error.mjs";
import type { Note } from "@/lib/notes/queries";
import { NotePicture } from "./note-picture";

/**
 * A code block's tokens as sugar-high marks them, coloured by class (app/globals.css) rather than by a style
 * on each: the markup travels twice, in the HTML and in the React payload. Spaces and plain names keep the
 * text's own colour, so they need no element.
 */
const highlightCode = (code: string) =>
  highlight(code)
    .replace(/ style="[^"]*"/g, "")
    .replace(/<span class="sh__token--(?:space|identifier)">([^<]*)<\/span>/g, "$1");

/** The words of a heading, for its anchor. */
const textOf = (node: ReactNode): string =>
  typeof node === "string" || typeof node === "number"
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join("")
      : isValidElement<{ children?: ReactNode }>(node)
        ? textOf(node.props.children)
        : "";

export const anchorOf = (node: ReactNode) =>
  textOf(node)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A heading that links to itself, so a reader can share the section. */
const heading = (Tag: "h2" | "h3") =>
  function Heading({ children }: { children?: ReactNode }) {
    const id = anchorOf(children);
    return (
      <Tag id={id}>
        <a href={`#${id}`}>{children}</a>
      </Tag>
    );
  };

/** How the note's Markdown becomes the page, all on the server at build: no script reaches the browser. */
function componentsFor(note: Note): MDXComponents {
  return {
    h2: heading("h2"),
    h3: heading("h3"),
    // Highlighted at build (sugar-high's colours are CSS variables, app/globals.css); a wide block scrolls,
    // so it takes focus for keyboard users.
    pre({ children }) {
      const code = isValidElement<{ children?: ReactNode; className?: string }>(children)
        ? children.props
        : {};
      return (
        <pre tabIndex={0}>
          <code
            dangerouslySetInnerHTML={{ __html: highlightCode(textOf(code.children).replace(/\n$/, "")) }}
          />
        </pre>
      );
    },
    img({ src, alt }) {
      const picture = note.images.find((entry) => entry.src === src);
      if (!picture) throw new ContentError(`${note.file}: the picture ${String(src)} was not checked`);
      return <NotePicture note={note} picture={picture} alt={alt ?? ""} />;
    },
    // The reader refuses these with their line (lib/notes/safety.mjs); this stops any that slip past it.
    ...Object.fromEntries(
      ["script", "style", "iframe", "object", "embed", "form", "link", "meta", "base"].map((name) => [
        name,
        () => {
          throw new ContentError(`${note.file}: <${name}> is not allowed in a note`);
        },
      ]),
    ),
  };
}

/**
 * A note's text, compiled from its MDX at build. Imports and exports are not allowed in a note. A mistake in
 * it (an unclosed tag, a stray `{` or `<`) stops the build, naming the file, line and column.
 */
export async function NoteBody({ note }: { note: Note }) {
  const { content, error } = await evaluate({
    source: note.body,
    components: componentsFor(note),
    options: {
      disableImports: true,
      disableExports: true,
      mdxOptions: { format: note.format },
    },
  });
  if (!error) return content;
  // next-mdx-remote-client's error drops the place; the compiler's own message has it.
  const place = await compile(note.body, { format: note.format }).then(
    () => undefined,
    (cause: { line?: number; column?: number; reason?: string }) => cause,
  );
  const where = place?.line ? `:${note.bodyLine + place.line - 1}:${place.column ?? 1}` : "";
  throw new ContentError(
    `${note.file}${where}: ${place?.reason ?? error.message} (MDX reads "<" and "{" as code: write \\< and \\{ for the characters)`,
  );
}
