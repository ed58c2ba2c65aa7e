import type { ComponentProps } from "react";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  /** Said to screen-reader users after the label: where it goes, in a new tab (content/interface.ts). */
  said: string;
};

/** A link that opens in a new tab and says where it goes and so to screen-reader users. */
export function ExternalLink({ children, said, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{` ${said}`}</span>
    </a>
  );
}
