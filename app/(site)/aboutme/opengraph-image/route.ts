import { previewRoute } from "@/components/og/preview-route";
import { routes } from "@/lib/routes.mjs";

// The about page's link preview, drawn at build (components/og/preview-route.ts).
export const dynamic = "force-static";

export const GET = previewRoute(() => routes.about.path);
