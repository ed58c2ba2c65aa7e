import { brandIconSvg } from "@/lib/brand-icon";

export const dynamic = "force-static";

export function GET() {
  return new Response(brandIconSvg(), { headers: { "Content-Type": "image/svg+xml" } });
}
