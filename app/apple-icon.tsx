import { ImageResponse } from "next/og";
import { CANVAS } from "@/components/og/preview-image";
import { site } from "@/content/site";

// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon: the brand's initial on its colour (PNG, as iOS wants). */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        ...CANVAS,
        alignItems: "center",
        justifyContent: "center",
        background: site.colors.brand,
        color: "#ffffff",
        fontSize: 120,
        fontWeight: 700,
      }}
    >
      {site.brand.charAt(0)}
    </div>,
    size,
  );
}
