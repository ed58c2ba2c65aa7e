/** Browser APIs jsdom lacks: `FakeIntersectionObserver.report(el, true)` plays `el` scrolling into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }

  static report(target: Element, isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.targets.has(target)) continue;
      const entry = {
        target,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
      } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }

  static reset() {
    FakeIntersectionObserver.instances = [];
  }
}

/** Reports each element once after it starts observing it (a timer, where a browser waits for its next layout). */
export class FakeResizeObserver {
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element) {
    this.targets.add(target);
    setTimeout(() => {
      if (!this.targets.has(target)) return;
      const entry = { target, contentRect: target.getBoundingClientRect() } as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }, 0);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
}

export function installBrowserFakes() {
  Object.assign(globalThis, {
    IntersectionObserver: FakeIntersectionObserver,
    ResizeObserver: FakeResizeObserver,
  });
}

/** A `matchMedia` whose queries all answer `matches` (e.g. true for prefers-reduced-motion tests). */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** The next task, after a dynamic `import()` already started has arrived: to assert that something did *not* load. */
export const afterPendingPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
