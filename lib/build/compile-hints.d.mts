export declare const COMPILE_HINT: string;
export declare function firstLoadChunkPaths(dir?: string): string[];
export declare function startupChunks(dir?: string): string[];
export declare function addCompileHints(dir?: string): number;
