import { previewRoute } from "@/components/og/preview-route";
import { serviceIds } from "@/content/service-ids.mjs";
import { servicePath } from "@/lib/routes.mjs";

// Each service's link preview, drawn at build (components/og/preview-route.ts).
export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = (): { id: string }[] => serviceIds.map((id) => ({ id }));

export const GET = previewRoute(({ id }) => servicePath(id!));
