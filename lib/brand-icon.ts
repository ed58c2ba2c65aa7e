import { site } from "@/content/site";

/** The site's icon: the brand's loop mark in white on the brand colour, as SVG. */
export function brandIconSvg(color: string = site.colors.brand): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${color}"/>`,
    '<path d="M18 44V20h14a8 8 0 0 1 0 16H18m14 0a8 8 0 0 1 0 8" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
    "</svg>",
  ].join("");
}
