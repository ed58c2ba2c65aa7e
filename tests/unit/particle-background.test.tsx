import { act, render } from "@testing-library/react";
import { ParticleBackground } from "@/components/particles/particle-background";
import type { FromWorker, ToWorker } from "@/components/particles/messages";
import { THEME_CHANGE_EVENT } from "@/lib/theme";
import { FakeIntersectionObserver } from "./fakes";

class FakeWorker extends EventTarget {
  static all: FakeWorker[] = [];
  static get last(): FakeWorker | undefined {
    return FakeWorker.all.at(-1);
  }
  posted: ToWorker[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.all.push(this);
  }
  postMessage(message: ToWorker) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Plays the worker sending `message` to the page. */
  send(message: FromWorker) {
    this.dispatchEvent(new MessageEvent("message", { data: message }));
  }
  /** Plays the browser reporting an error: the script failed to load, or the worker threw. Returns the event. */
  fail(event: Event = new Event("error", { cancelable: true })) {
    this.dispatchEvent(event);
    return event;
  }
}

jest.mock("@/components/particles/create-worker", () => ({
  createParticleWorker: () => new FakeWorker(),
}));

/** How often the start code has been evaluated: it must wait for the page's idle moment. */
let mockStartCodeEvaluations = 0;
jest.mock("@/components/particles/start-particles", () => {
  mockStartCodeEvaluations += 1;
  return jest.requireActual("@/components/particles/start-particles");
});

/** Past the idle moment after `load` (jsdom has no requestIdleCallback: a 1 ms timer), then the start code's import. */
async function reachIdle() {
  act(() => jest.advanceTimersByTime(1));
  await act(async () => {});
}

/** Past the idle moment, and the host's first resize report, where the loader reads it. */
async function reachStart() {
  await reachIdle();
  act(() => jest.advanceTimersByTime(1));
}

async function renderReadyPage() {
  const utils = render(<ParticleBackground />);
  const host = utils.container.querySelector<HTMLElement>("[data-particles]");
  if (!host) throw new Error("no particle host");
  await reachStart();
  return { ...utils, host };
}

describe("ParticleBackground", () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    FakeWorker.all = [];
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    HTMLCanvasElement.prototype.transferControlToOffscreen = function () {
      return {} as OffscreenCanvas;
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  it("fetches and runs its start code only once the page has loaded and gone idle", async () => {
    jest.resetModules();
    const before = mockStartCodeEvaluations;
    const { container } = render(<ParticleBackground />);
    await act(async () => {});
    expect(mockStartCodeEvaluations).toBe(before);
    expect(container.querySelector("[data-particles]")).toHaveAttribute("data-particles", "idle");
    await reachIdle();
    expect(mockStartCodeEvaluations).toBe(before + 1);
    expect(container.querySelector("[data-particles]")).toHaveAttribute("data-particles", "waiting");
  });

  it("hands the canvas to the worker once its script reports ready, then runs", async () => {
    const { host } = await renderReadyPage();
    const worker = FakeWorker.last;
    expect(worker).toBeDefined();
    expect(host).toHaveAttribute("data-particles", "waiting");
    const handedOver: boolean[] = [];
    HTMLCanvasElement.prototype.transferControlToOffscreen = function () {
      handedOver.push(this.isConnected);
      return {} as OffscreenCanvas;
    };
    act(() => worker?.send({ type: "script-ready" }));
    // Before the canvas joins the page: handing over one in the document forces a style recalculation.
    expect(handedOver).toEqual([false]);
    expect(host.querySelector("canvas")).not.toBeNull();
    const init = worker?.posted.find((message) => message.type === "init");
    // jsdom reports a 1024×768 window: wide enough for all 140.
    expect(init).toMatchObject({ type: "init", count: 140 });
    act(() => worker?.send({ type: "started" }));
    expect(host).toHaveAttribute("data-particles", "running");
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the host and loads the script only in the host's first resize report, where nothing is forced", async () => {
    const { container } = render(<ParticleBackground />);
    const host = container.querySelector<HTMLElement>("[data-particles]")!;
    await reachIdle();
    // Idle, but the browser has not laid the page out since: no worker, and a theme change starts nothing.
    expect(host).toHaveAttribute("data-particles", "waiting");
    act(() => {
      window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
    });
    expect(FakeWorker.all).toHaveLength(0);
    host.style.setProperty("--particle", "#444444");
    // The resize report reads the host; the worker comes in a task of its own, not in the rendering step.
    act(() => jest.advanceTimersToNextTimer());
    expect(FakeWorker.all).toHaveLength(0);
    act(() => jest.advanceTimersToNextTimer());
    expect(FakeWorker.all).toHaveLength(1);
    act(() => FakeWorker.last?.send({ type: "script-ready" }));
    expect(FakeWorker.last?.posted.find((message) => message.type === "init")).toMatchObject({
      theme: { particle: "#444444" },
    });
  });

  it("waits for a slow script instead of giving up on it", async () => {
    const { host } = await renderReadyPage();
    act(() => jest.advanceTimersByTime(8_000));
    expect(host).toHaveAttribute("data-particles", "waiting");
    expect(FakeWorker.all).toHaveLength(1);
    act(() => FakeWorker.last?.send({ type: "script-ready" }));
    act(() => FakeWorker.last?.send({ type: "started" }));
    expect(host).toHaveAttribute("data-particles", "running");
    expect(warn).not.toHaveBeenCalled();
  });

  it("loads the script again in a fresh worker after a failed load, and tells it whether to play", async () => {
    const { host } = await renderReadyPage();
    const first = FakeWorker.last!;
    const failure = first.fail();
    expect(failure.defaultPrevented).toBe(true);
    expect(first.terminated).toBe(true);
    // The hero scrolls away while the retry loads: the new worker must start paused.
    act(() => FakeIntersectionObserver.report(host, false));
    act(() => jest.advanceTimersByTime(100));
    const second = FakeWorker.last!;
    expect(second).not.toBe(first);
    act(() => second.send({ type: "script-ready" }));
    expect(second.posted.map((message) => message.type)).toEqual(["init", "pause"]);
    expect(first.posted.some((message) => message.type === "init")).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns that particles failed to load when the engine fails to start", async () => {
    const { host } = await renderReadyPage();
    act(() => FakeWorker.last?.send({ type: "script-ready" }));
    act(() => FakeWorker.last?.send({ type: "error", message: "boom" }));
    expect(warn).toHaveBeenCalledWith("Particles failed to load:", "boom");
    expect(host).toHaveAttribute("data-particles", "failed");
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it("warns that particles failed, once, when the worker throws after its script loaded", async () => {
    const { host } = await renderReadyPage();
    act(() => FakeWorker.last?.send({ type: "script-ready" }));
    act(() => FakeWorker.last?.send({ type: "started" }));
    let crash: Event | undefined;
    act(() => {
      crash = FakeWorker.last?.fail(
        new ErrorEvent("error", { cancelable: true, message: "Uncaught TypeError: x" }),
      );
      FakeWorker.last?.send({ type: "error", message: "after the crash" });
    });
    expect(crash?.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Particles failed to load:", "Uncaught TypeError: x");
    expect(host).toHaveAttribute("data-particles", "failed");
    expect(host.querySelector("canvas")).toBeNull();
    expect(FakeWorker.all).toHaveLength(1);
  });

  it("takes the theme's colours, and starts a new scene in a fresh worker and canvas when the theme changes", async () => {
    const { container } = render(<ParticleBackground />);
    const host = container.querySelector<HTMLElement>("[data-particles]")!;
    host.style.setProperty("--particle", "#111111");
    host.style.setProperty("--particle-link", "#222222");
    await reachStart();
    const first = FakeWorker.last!;
    act(() => first.send({ type: "script-ready" }));
    expect(first.posted.find((message) => message.type === "init")).toMatchObject({
      theme: { particle: "#111111", link: "#222222" },
    });
    act(() => first.send({ type: "started" }));

    host.style.setProperty("--particle", "#333333");
    act(() => {
      window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
    });
    // Firefox drew nothing when tsParticles started again in the same worker: the new colours get a new one…
    const second = FakeWorker.last!;
    expect(second).not.toBe(first);
    act(() => second.send({ type: "script-ready" }));
    expect(second.posted.find((message) => message.type === "init")).toMatchObject({
      theme: { particle: "#333333", link: "#222222" },
    });
    // …shown over the old scene until it has started; then the old worker and canvas go.
    expect(host.querySelectorAll("canvas")).toHaveLength(2);
    expect(first.terminated).toBe(false);
    act(() => second.send({ type: "started" }));
    expect(host.querySelectorAll("canvas")).toHaveLength(1);
    expect(first.terminated).toBe(true);
    expect(host).toHaveAttribute("data-particles", "running");

    // The same colours again start nothing.
    act(() => {
      window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
    });
    expect(FakeWorker.last).toBe(second);
  });

  it("keeps the scene it has when the next one's script cannot load", async () => {
    const { host } = await renderReadyPage();
    const first = FakeWorker.last!;
    act(() => first.send({ type: "script-ready" }));
    act(() => first.send({ type: "started" }));
    host.style.setProperty("--particle", "#444444");
    act(() => {
      window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
    });
    const second = FakeWorker.last!;
    act(() => {
      second.fail();
    });
    expect(second.terminated).toBe(true);
    expect(first.terminated).toBe(false);
    expect(host.querySelectorAll("canvas")).toHaveLength(1);
    expect(host).toHaveAttribute("data-particles", "running");
    expect(warn).not.toHaveBeenCalled();
  });

  it("stops its worker when the page goes away", async () => {
    const { unmount } = await renderReadyPage();
    const worker = FakeWorker.last;
    unmount();
    expect(worker?.terminated).toBe(true);
  });
});
