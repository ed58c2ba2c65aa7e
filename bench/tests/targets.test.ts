import {
  ONE_STYLE_PASS,
  contentFloorVerdicts,
  oneStylePassVerdicts,
  targetRow,
  targetsFrom,
} from "../targets.mjs";

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

describe("#81's targets against each page's content floor (bench/targets.mjs)", () => {
  const { pointsUnder, styleLayoutRatio, appliedScore } = ONE_STYLE_PASS;
  const sure = (value: number) => ({ value, low: value, high: value });

  it("passes a page at the limits, sure of both", () => {
    expect(oneStylePassVerdicts(sure(pointsUnder), sure(styleLayoutRatio), appliedScore)).toBe(
      "performance ✓, style & layout ✓, applied ✓",
    );
  });

  it("fails a page one point under, past the ratio or under the applied score", () => {
    expect(oneStylePassVerdicts(sure(pointsUnder + 1), sure(styleLayoutRatio + 0.01), appliedScore - 1)).toBe(
      "performance ✗, style & layout ✗, applied ✗",
    );
  });

  it("says when the interval reaches across a limit", () => {
    const across = (limit: number, value: number) => ({ value, low: limit - 1, high: limit + 1 });
    expect(
      oneStylePassVerdicts(across(pointsUnder, pointsUnder + 1), across(styleLayoutRatio, 1), appliedScore),
    ).toBe("performance ✗ (within noise), style & layout ✓ (within noise), applied ✓");
  });

  it("leaves out the applied verdict when no applied runs were taken", () => {
    expect(oneStylePassVerdicts(sure(0), sure(1), NaN)).toBe("performance ✓, style & layout ✓");
  });
});
