import { existsSync } from "node:fs";
import { ARMS, chosenArms, piecesOf } from "../arms.mjs";

describe("the bench's A/B arms", () => {
  it("each replace component files the site still has, with a stub that keeps the exports", () => {
    for (const arm of ARMS)
      for (const { file, stub } of piecesOf(arm)) {
        expect(existsSync(file)).toBe(true);
        expect(stub).toMatch(/export /);
      }
  });

  /** The one arm whose name starts with `name`. */
  const arm = (name: string) => {
    const arms = chosenArms(name);
    expect(arms).toHaveLength(1);
    return arms[0] as (typeof arms)[number];
  };

  it("take several pieces away together in a combined arm", () => {
    expect(piecesOf(arm("pieces that start at idle")).map((piece) => piece.file)).toEqual([
      "components/particles/particle-background.tsx",
      "components/providers.tsx",
    ]);
    expect(piecesOf(arm("client pieces all"))).toHaveLength(ARMS.filter((arm) => !("of" in arm)).length);
  });

  it("say which arms there are when BENCH_ARMS names none of them", () => {
    expect(() => chosenArms("fade-in,nothing")).toThrow(/no arm nothing \(arms: particles; /);
    expect(chosenArms("none")).toEqual([]);
  });
});
