import {
  PARTICLE_RETRY_INTERVAL_MS,
  PARTICLE_RETRY_LIMIT,
  waitForParticleScript,
} from "@/lib/particle-loader";

describe("waitForParticleScript", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("uses the spec's 10 retries at 100 ms", () => {
    expect(PARTICLE_RETRY_LIMIT).toBe(10);
    expect(PARTICLE_RETRY_INTERVAL_MS).toBe(100);
  });

  it("starts at once when the script is already there", () => {
    const onReady = jest.fn();
    const onGiveUp = jest.fn();
    waitForParticleScript({ isReady: () => true, onReady, onGiveUp });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it("retries until the script appears", () => {
    let ready = false;
    const onReady = jest.fn();
    const onGiveUp = jest.fn();
    waitForParticleScript({ isReady: () => ready, onReady, onGiveUp });
    jest.advanceTimersByTime(300);
    expect(onReady).not.toHaveBeenCalled();
    ready = true;
    jest.advanceTimersByTime(100);
    expect(onReady).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it("gives up after 10 retries, 1 s after the first check, and stops checking", () => {
    const isReady = jest.fn(() => false);
    const onReady = jest.fn();
    const onGiveUp = jest.fn();
    waitForParticleScript({ isReady, onReady, onGiveUp });
    jest.advanceTimersByTime(999);
    expect(onGiveUp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(isReady).toHaveBeenCalledTimes(1 + 10);
    jest.advanceTimersByTime(5000);
    expect(isReady).toHaveBeenCalledTimes(11);
    expect(onReady).not.toHaveBeenCalled();
  });

  it("does nothing more once cancelled", () => {
    const onReady = jest.fn();
    const onGiveUp = jest.fn();
    const cancel = waitForParticleScript({ isReady: () => false, onReady, onGiveUp });
    jest.advanceTimersByTime(250);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(onReady).not.toHaveBeenCalled();
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});

describe("particleCountFor", () => {
  // Imported here to keep the loader tests above free of option details.
  const { particleCountFor, PARTICLE_COUNT, FULL_PARTICLE_WIDTH } =
    jest.requireActual<typeof import("@/lib/particle-options")>("@/lib/particle-options");

  it("gives the spec's 140 particles from 768 px wide up", () => {
    expect(PARTICLE_COUNT).toBe(140);
    expect(particleCountFor(FULL_PARTICLE_WIDTH, 400)).toBe(140);
    expect(particleCountFor(1440, 900)).toBe(140);
  });

  it("scales a phone's count to its screen area", () => {
    expect(particleCountFor(390, 844)).toBe(Math.round((140 * 390 * 844) / (768 * 1024)));
    expect(particleCountFor(412, 915)).toBeLessThan(140);
  });

  it("never drops below 40", () => {
    expect(particleCountFor(200, 300)).toBe(40);
  });
});
