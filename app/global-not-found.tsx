import type { Metadata } from "next";
import { RootDocument } from "@/components/layout/root-document";
import { NotFoundPage } from "@/components/not-found-page";
import { notFoundMetadata } from "@/components/not-found-screen";
import { localeIn } from "@/lib/content";
import "./globals.css";

/**
 * The 404 page of any address no route has, in the default language (another language's addresses have their
 * own, app/[lang]/not-found.tsx). With two root layouts (app/(site), app/[lang]) there is no one layout to put
 * a not-found page in: Next.js renders this whole document instead.
 */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await localeIn(undefined));
}

export default async function GlobalNotFound() {
  const locale = await localeIn(undefined);
  return (
    <RootDocument locale={locale}>
      <NotFoundPage locale={locale} />
    </RootDocument>
  );
}
