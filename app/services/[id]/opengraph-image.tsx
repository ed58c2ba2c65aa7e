import { renderPreviewImage, previewSize } from "@/components/og/preview-image";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { servicePageInfo } from "@/lib/site-metadata";

// Drawn once per service at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return services.map((service) => ({ id: service.id }));
}

export const size = previewSize;
export const contentType = "image/png";
export const alt = `A service of ${site.brand}: its name and summary on the site's card`;

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const service = services.find((entry) => entry.id === id);
  if (!service) throw new Error(`no service ${id}`);
  const page = servicePageInfo(service);
  return renderPreviewImage({ headline: page.headline, tagline: page.tagline });
}
