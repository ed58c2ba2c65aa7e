import "@testing-library/jest-dom";
import { TextDecoder } from "node:util";
import { FakeIntersectionObserver, installBrowserFakes, stubMatchMedia } from "./fakes";

// A test file that runs in Node (`@jest-environment node`, for a real socket or fetch) has no window to fake.
if (typeof window !== "undefined") {
  installBrowserFakes();
  // jsdom has no TextDecoder; image-size (lib/notes.mjs, read by lib/routes.mjs) makes one when it loads.
  globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

  beforeEach(() => {
    FakeIntersectionObserver.reset();
    stubMatchMedia();
  });
}
