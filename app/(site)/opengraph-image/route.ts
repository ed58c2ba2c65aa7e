import { previewRoute } from "@/components/og/preview-route";

// The home page's link preview, drawn at build (components/og/preview-route.ts); app/[lang]'s in each language.
export const dynamic = "force-static";

export const GET = previewRoute(() => "/");
