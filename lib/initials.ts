/**
 * The avatar letters for a person: first letter of the first and last name ("Leila Haddad" → "LH"),
 * one letter for a single name, "?" when there is nothing to show.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letterOf = (word: string) => (word.match(/[\p{L}\p{N}]/u)?.[0] ?? "").toLocaleUpperCase();
  return letterOf(first) + (last ? letterOf(last) : "");
}
