import "@testing-library/jest-dom";
import { FakeIntersectionObserver, installBrowserFakes, stubMatchMedia } from "./fakes";

installBrowserFakes();

beforeEach(() => {
  FakeIntersectionObserver.reset();
  stubMatchMedia();
});
