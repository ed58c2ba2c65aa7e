import { ImageResponse } from "next/og";
import { site } from "@/content/site";
import { PREVIEW_SIZE } from "@/lib/site-metadata";
import { drawableText, interFonts } from "./preview-fonts.mjs";

/** The link-preview size every network accepts (Open Graph and Twitter summary_large_image). */
export const previewSize = PREVIEW_SIZE;

/** A drawn image's frame: the whole canvas, laid out as a flex box (what next/og's renderer lays out). */
export const CANVAS = { width: "100%", height: "100%", display: "flex" } as const;

type PreviewImageProps = { headline: string; tagline: string; line: string };

/** Renders a page's preview card: the brand, the page's headline and its tagline. */
export async function renderPreviewImage({
  headline,
  tagline,
  line,
}: PreviewImageProps): Promise<ImageResponse> {
  const { fonts, covers, fontFamily } = await interFonts();
  const draw = (text: string) => drawableText(text, covers);
  return new ImageResponse(
    <div
      style={{
        ...CANVAS,
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #0f1030 0%, #1e1b4b 55%, #312e81 100%)",
        color: "#f8fafc",
        fontFamily,
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
          {draw(site.brand).charAt(0)}
        </div>
        <div style={{ fontSize: 36, fontWeight: 800 }}>{draw(site.brand)}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }}>
          {draw(headline)}
        </div>
        <div style={{ fontSize: 36, fontWeight: 400, color: "#c7d2fe" }}>{draw(tagline)}</div>
      </div>
      <div style={{ display: "flex", gap: 16, fontSize: 26, color: "#a5b4fc" }}>{draw(line)}</div>
    </div>,
    {
      ...previewSize,
      fonts,
    },
  );
}
