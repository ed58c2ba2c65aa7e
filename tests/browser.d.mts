export declare const DEFAULT_CHROME_PATH: string;
export declare const CHROME_FLAGS: string[];
export declare function resolveChromePath(): string | undefined;
