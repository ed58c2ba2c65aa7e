import localFont from "next/font/local";

/**
 * Inter, variable weight 400–800, Latin: one file, self-hosted. It is cut from @fontsource-variable/inter by
 * `npm run fonts` (settings in components/fonts/inter-subset.json), so no network is needed at build or run time.
 */
export const inter = localFont({
  src: "./fonts/inter-latin-wght-400-800.woff2",
  variable: "--font-inter",
  weight: "400 800",
  display: "swap",
  preload: true,
  // Its own fallback is Arial at weight 400 only; components/fonts/inter-fallback.css has every weight and Linux's Arial.
  adjustFontFallback: false,
});
