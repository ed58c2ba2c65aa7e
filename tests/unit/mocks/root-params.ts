// Unit tests render server modules outside Next's server, where next/root-params is a placeholder that throws:
// here every page is at the default language's addresses, as app/(site)'s pages are.
export const lang = async (): Promise<string | undefined> => undefined;
