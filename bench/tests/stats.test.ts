import { median, medianLabel } from "../stats.mjs";

describe("the bench's median (bench/stats.mjs)", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("leaves out runs that measured nothing instead of returning NaN", () => {
    expect(median([3, NaN, 1, undefined, 2])).toBe(2);
    expect(median([undefined, NaN])).toBeNaN();
  });

  it("says how many runs counted when some measured nothing", () => {
    expect(medianLabel([1, 2, 3])).toBe("2");
    expect(medianLabel([1511, NaN, 1400, 1600, 1700])).toBe("1556 (4 of 5)");
    expect(medianLabel([NaN, undefined])).toBe("– (0 of 2)");
  });
});
