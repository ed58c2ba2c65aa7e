import { armVerdict, median, pairedInterval, verdictAtMost } from "../stats.mjs";

describe("the bench's median (bench/stats.mjs)", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("leaves out runs that measured nothing instead of returning NaN", () => {
    expect(median([3, NaN, 1, undefined, 2])).toBe(2);
    expect(median([undefined, NaN])).toBeNaN();
  });
});

describe("how sure a run is of a comparison (pairedInterval, verdictAtMost)", () => {
  const ratio = (x: number, y: number) => x / y;

  it("brackets the comparison of the medians", () => {
    const site = [2101, 1774, 2345, 1990, 2230, 1850, 2050];
    const floor = [1769, 1295, 2416, 1500, 1900, 1450, 1700];
    const { value, low, high } = pairedInterval(site, floor, ratio);
    expect(value).toBeCloseTo(2050 / 1700, 10);
    expect(low).toBeLessThan(value);
    expect(high).toBeGreaterThan(value);
  });

  it("has no width when every turn gives the same comparison", () => {
    expect(pairedInterval([10, 20, 30], [5, 10, 15], ratio)).toEqual({ value: 2, low: 2, high: 2 });
  });

  it("keeps each turn's pair together: a machine slowing both sides alike adds no doubt", () => {
    const floor = [100, 300, 150, 900, 120, 400, 200];
    const site = floor.map((x) => x * 1.2);
    const { low, high } = pairedInterval(site, floor, (x, y) => x - y);
    // Unpaired, the difference of medians would range over hundreds; paired, it stays near 20 % of a turn.
    expect(high - low).toBeLessThan(150);
  });

  it("gives the same interval for the same measurements", () => {
    const a = [5, 9, 2, 7, 4];
    const b = [4, 8, 3, 6, 5];
    expect(pairedInterval(a, b, ratio)).toEqual(pairedInterval(a, b, ratio));
  });

  it("leaves out a turn's missing measurement as the median does", () => {
    const { value } = pairedInterval([10, NaN, 30], [5, 10, 15], (x, y) => x - y);
    expect(value).toBe(20 - 10);
  });

  it("refuses sides measured in different turns", () => {
    expect(() => pairedInterval([1, 2], [1], ratio)).toThrow("the same turns");
    expect(() => pairedInterval([], [], ratio)).toThrow("the same turns");
  });

  it("says a target is met or missed, and when the run cannot tell", () => {
    expect(verdictAtMost({ value: 1.05, low: 1.0, high: 1.08 }, 1.1)).toBe("✓");
    expect(verdictAtMost({ value: 1.05, low: 1.0, high: 1.2 }, 1.1)).toBe("✓ (within noise)");
    expect(verdictAtMost({ value: 1.19, low: 1.02, high: 1.33 }, 1.1)).toBe("✗ (within noise)");
    expect(verdictAtMost({ value: 1.5, low: 1.3, high: 1.7 }, 1.1)).toBe("✗");
  });

  it("says an arm costs time only when a whole interval is below 0", () => {
    const saves = { low: 5, high: 40 };
    const noise = { low: -30, high: 25 };
    const costs = { low: -60, high: -4 };
    expect(armVerdict([saves, noise])).toBe("saves time");
    expect(armVerdict([noise, noise])).toBe("within noise");
    expect(armVerdict([saves, costs])).toBe("costs time");
  });
});
