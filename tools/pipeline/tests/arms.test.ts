import { ARMS, armIsOn, type Arm } from "../arms.mjs";

describe("the bench's arms of the build (BENCH_ARMS_OFF)", () => {
  const before = process.env.BENCH_ARMS_OFF;
  afterEach(() => {
    if (before === undefined) delete process.env.BENCH_ARMS_OFF;
    else process.env.BENCH_ARMS_OFF = before;
  });
  const arms = Object.keys(ARMS) as Arm[];

  it("has every arm on in a real build", () => {
    delete process.env.BENCH_ARMS_OFF;
    expect(arms.filter((arm) => !armIsOn(arm))).toEqual([]);
  });

  it("turns off just the arms it names", () => {
    process.env.BENCH_ARMS_OFF = "page-css,scripts-once";
    expect(arms.filter((arm) => !armIsOn(arm))).toEqual(["page-css", "scripts-once"]);
  });

  it("names the arms when it is given one that is not", () => {
    process.env.BENCH_ARMS_OFF = "page-css,static-part";
    expect(() => armIsOn("page-css")).toThrow(/"static-part": the arms are page-css, static-parts/);
  });
});
