import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { site } from "@/content/site";
import { PREVIEW_SIZE } from "@/lib/site-metadata";

/** The link-preview size every network accepts (Open Graph and Twitter summary_large_image). */
export const previewSize = PREVIEW_SIZE;

// Satori reads TTF/OTF/WOFF, not WOFF2, so the previews use @fontsource/inter's WOFF files (read at build).
const fontFile = (weight: 400 | 800) =>
  readFile(join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

type PreviewImageProps = { headline: string; tagline: string; line: string };

/** Renders a page's preview card: the brand, the page's headline and its tagline. */
export async function renderPreviewImage({
  headline,
  tagline,
  line,
}: PreviewImageProps): Promise<ImageResponse> {
  const [regular, extraBold] = await Promise.all([fontFile(400), fontFile(800)]);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #0f1030 0%, #1e1b4b 55%, #312e81 100%)",
        color: "#f8fafc",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: site.colors.brand,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 40,
            fontWeight: 800,
          }}
        >
          {site.brand.charAt(0)}
        </div>
        <div style={{ fontSize: 36, fontWeight: 800 }}>{site.brand}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }}>{headline}</div>
        <div style={{ fontSize: 36, fontWeight: 400, color: "#c7d2fe" }}>{tagline}</div>
      </div>
      <div style={{ display: "flex", gap: 16, fontSize: 26, color: "#a5b4fc" }}>{line}</div>
    </div>,
    {
      ...previewSize,
      fonts: [
        { name: "Inter", data: regular, style: "normal", weight: 400 },
        { name: "Inter", data: extraBold, style: "normal", weight: 800 },
      ],
    },
  );
}
