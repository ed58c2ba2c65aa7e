import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder } from "node:util";
import { FakeIntersectionObserver, installBrowserFakes, stubMatchMedia } from "./fakes";

// `findBy…` and `waitFor` wait for what a test is about, not for a window of time: on a busy CI machine a part
// that loads its code (a dynamic import) took more than the library's default second (a soak run, #78).
configure({ asyncUtilTimeout: 30_000 });

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
