export declare const BUDGETS: {
  initialJsGzipBytes: number;
  htmlGzipBytes: number;
  fontFiles: number;
  fontBytes: number;
};
export type RouteJs = { route: string; chunks: number; rawBytes: number; gzipBytes: number };
export declare function initialJsByRoute(dir?: string): RouteJs[];
export type PageHtml = {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  preloadedFonts: number;
  fontFilesBuilt: number;
  fontBytes: number;
};
export declare function prerenderedPages(dir?: string): PageHtml[];
export declare function initialChunkPaths(dir?: string): string[];
export declare function kib(bytes: number): string;
