import { contentFloorVerdicts, targetRow, targetsFrom } from "../targets.mjs";

describe("#14's targets against the floor (bench/targets.mjs)", () => {
  const floor = { score: 98, tbt: 178, lcp: 1171 };
  const targets = targetsFrom(floor);

  it("allows the floor's performance − 1, TBT + 40 ms and LCP + 400 ms", () => {
    expect(targets).toEqual({ score: floor.score - 1, tbt: floor.tbt + 40, lcp: floor.lcp + 400 });
  });

  it("passes a row that sits exactly on every limit", () => {
    expect(targetRow("/", targets, targets)).toBe(
      `| / | ${targets.score} ✓ | ${targets.tbt} ✓ | ${targets.lcp} ✓ |`,
    );
  });

  it("fails each metric on its own one step past its limit", () => {
    const past = { score: targets.score - 1, tbt: targets.tbt + 1, lcp: targets.lcp + 1 };
    expect(targetRow("a", { ...targets, score: past.score }, targets)).toBe(
      `| a | ${past.score} ✗ | ${targets.tbt} ✓ | ${targets.lcp} ✓ |`,
    );
    expect(targetRow("b", { ...targets, tbt: past.tbt }, targets)).toBe(
      `| b | ${targets.score} ✓ | ${past.tbt} ✗ | ${targets.lcp} ✓ |`,
    );
    expect(targetRow("c", { ...targets, lcp: past.lcp }, targets)).toBe(
      `| c | ${targets.score} ✓ | ${targets.tbt} ✓ | ${past.lcp} ✗ |`,
    );
  });
});

describe("#36's targets against each page's content floor (bench/targets.mjs)", () => {
  it("holds TBT to the floor's + 20 ms by its interval, and performance to the floor's", () => {
    expect(contentFloorVerdicts({ value: 20, low: 5, high: 20 }, 99, 99)).toBe("TBT ✓, performance ✓");
    expect(contentFloorVerdicts({ value: 10, low: -5, high: 40 }, 100, 99)).toBe(
      "TBT ✓ (within noise), performance ✓",
    );
    expect(contentFloorVerdicts({ value: 21, low: 21, high: 30 }, 98, 99)).toBe("TBT ✗, performance ✗");
  });
});
