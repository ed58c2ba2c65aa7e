export declare const PRERENDERED_PAGES: Record<string, string>;
export declare function inlineScriptBodies(html: string): string[];
export declare function sha256Source(body: string): string;
export declare function hashesOfHtml(html: string): string[];
export declare function hashesOfBuild(dir?: string): Record<string, string[]>;
