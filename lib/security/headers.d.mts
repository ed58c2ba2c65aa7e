export declare const CSP_HASHES_FILE: string;
export declare function contentSecurityPolicy(options: { scriptHashes: string[]; dev?: boolean }): string;
export declare const staticSecurityHeaders: { key: string; value: string }[];
export declare function headerRules(
  hashesByRoute: Record<string, string[]>,
  options?: { dev?: boolean },
): { source: string; headers: { key: string; value: string }[] }[];
