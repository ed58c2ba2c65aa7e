import type { ComponentProps } from "react";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & { href: string; to: string };

/** A link that opens in a new tab and says where it goes and so to screen-reader users. */
export function ExternalLink({ children, to, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> ({to}, opens in a new tab)</span>
    </a>
  );
}
