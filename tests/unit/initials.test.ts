import { initialsOf } from "@/lib/initials";

describe("initialsOf", () => {
  it.each([
    ["Leila Haddad", "LH"],
    ["marco bianchi", "MB"],
    ["Anna Maria de la Cruz", "AC"],
    ["Cher", "C"],
    ["  Émile   Zola  ", "ÉZ"],
    ["Jean-Luc Picard", "JP"],
    ["O'Brien Kelly", "OK"],
    ["", "?"],
    ["   ", "?"],
  ])("%p → %p", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
