export function codePointsOf(ranges: readonly string[]): number[];
export function charactersOf(ranges: readonly string[]): string;
