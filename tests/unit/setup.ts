import "@testing-library/jest-dom";
import { FakeIntersectionObserver, installBrowserFakes, stubMatchMedia } from "./fakes";

// A test file that runs in Node (`@jest-environment node`, for a real socket or fetch) has no window to fake.
if (typeof window !== "undefined") {
  installBrowserFakes();

  beforeEach(() => {
    FakeIntersectionObserver.reset();
    stubMatchMedia();
  });
}
