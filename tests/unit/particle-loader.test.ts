import {
  loadParticleScript,
  PARTICLE_RETRY_INTERVAL_MS,
  PARTICLE_RETRY_LIMIT,
  type LoadAttempt,
} from "@/components/particles/loader";

/** Starts loading a script whose loads the test settles by hand (`latest()`); returns loads, callbacks, cancel. */
function startLoading(options: { retries?: number } = {}) {
  const pending: Array<Parameters<LoadAttempt>[0]> = [];
  const attempt: LoadAttempt = (outcome) => {
    pending.push(outcome);
  };
  const onLoaded = jest.fn();
  const onGiveUp = jest.fn();
  const cancel = loadParticleScript({ attempt, onLoaded, onGiveUp, ...options });
  return { loads: { pending, latest: () => pending.at(-1)! }, onLoaded, onGiveUp, cancel };
}

describe("loadParticleScript", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("uses the spec's 10 retries at 100 ms", () => {
    expect(PARTICLE_RETRY_LIMIT).toBe(10);
    expect(PARTICLE_RETRY_INTERVAL_MS).toBe(100);
  });

  it("waits for a slow load however long it takes, without trying again", () => {
    const { loads, onLoaded, onGiveUp } = startLoading();
    jest.advanceTimersByTime(8_000);
    expect(loads.pending).toHaveLength(1);
    expect(onGiveUp).not.toHaveBeenCalled();
    loads.latest().loaded();
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it("tries again 100 ms after a failed load, and takes a later success", () => {
    const { loads, onLoaded, onGiveUp } = startLoading();
    loads.latest().failed();
    jest.advanceTimersByTime(99);
    expect(loads.pending).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(loads.pending).toHaveLength(2);
    loads.latest().failed();
    jest.advanceTimersByTime(100);
    loads.latest().loaded();
    expect(loads.pending).toHaveLength(3);
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(onGiveUp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5_000);
    expect(loads.pending).toHaveLength(3);
  });

  it("gives up after the first load and 10 retries have all failed", () => {
    const { loads, onLoaded, onGiveUp } = startLoading();
    for (let retry = 1; retry <= 10; retry += 1) {
      loads.latest().failed();
      jest.advanceTimersByTime(100);
    }
    expect(onGiveUp).not.toHaveBeenCalled();
    loads.latest().failed();
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(loads.pending).toHaveLength(11);
    jest.advanceTimersByTime(5_000);
    expect(loads.pending).toHaveLength(11);
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it("counts one report per load: a second one from the same load is ignored", () => {
    const { loads, onLoaded, onGiveUp } = startLoading({ retries: 0 });
    loads.latest().loaded();
    loads.latest().failed();
    loads.latest().loaded();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it("does nothing more once cancelled", () => {
    const { loads, onLoaded, onGiveUp, cancel } = startLoading();
    loads.latest().failed();
    cancel();
    jest.advanceTimersByTime(5_000);
    expect(loads.pending).toHaveLength(1);
    loads.latest().loaded();
    expect(onLoaded).not.toHaveBeenCalled();
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});

describe("particleCountFor", () => {
  // Imported here to keep the loader tests above free of option details.
  const { particleCountFor, PARTICLE_COUNT, FULL_PARTICLE_WIDTH } = jest.requireActual<
    typeof import("@/components/particles/options")
  >("@/components/particles/options");

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
