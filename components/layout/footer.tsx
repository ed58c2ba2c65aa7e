import { CurrentYear } from "@/components/layout/current-year";
import { FooterFrame } from "@/components/layout/footer-frame";
import { HydrateLater } from "@/components/layout/hydrate-later";

/**
 * The footer of every page (`path`: the page's own), hydrated after the rest of the page
 * (components/layout/hydrate-later.tsx), with the year as the visitor's clock says.
 */
export function Footer({ path }: { path: string }) {
  return (
    <HydrateLater>
      <FooterFrame path={path} year={<CurrentYear buildYear={new Date().getFullYear()} />} />
    </HydrateLater>
  );
}
