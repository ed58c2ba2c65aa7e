import { initialsOf } from "@/lib/initials";

it("initialsOf takes the first letters of the first and last names, whatever their case and spacing", () => {
  const names = ["Leila Haddad", "marco bianchi", "Anna Maria de la Cruz", "Cher", "  Émile   Zola  "];
  expect(names.map(initialsOf)).toEqual(["LH", "MB", "AC", "C", "ÉZ"]);
  expect(["Jean-Luc Picard", "O'Brien Kelly", "", "   "].map(initialsOf)).toEqual(["JP", "OK", "?", "?"]);
});
