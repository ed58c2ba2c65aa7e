import { OPTIONAL_STEPS, stepIsOn, type OptionalStep } from "../optional-steps.mjs";

describe("the build's optional steps (BUILD_STEPS_OFF)", () => {
  const before = process.env.BUILD_STEPS_OFF;
  afterEach(() => {
    if (before === undefined) delete process.env.BUILD_STEPS_OFF;
    else process.env.BUILD_STEPS_OFF = before;
  });
  const steps = Object.keys(OPTIONAL_STEPS) as OptionalStep[];

  it("takes every step in a deploy build", () => {
    delete process.env.BUILD_STEPS_OFF;
    expect(steps.filter((step) => !stepIsOn(step))).toEqual([]);
  });

  it("leaves out just the steps it names", () => {
    process.env.BUILD_STEPS_OFF = "page-css,scripts-once";
    expect(steps.filter((step) => !stepIsOn(step))).toEqual(["page-css", "scripts-once"]);
  });

  it("names the steps when it is given one that is not", () => {
    process.env.BUILD_STEPS_OFF = "page-css,static-part";
    expect(() => stepIsOn("page-css")).toThrow(
      /"static-part": the optional steps are page-css, static-parts/,
    );
  });
});
