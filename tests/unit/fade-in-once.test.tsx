import { act, render, screen, waitFor } from "@testing-library/react";
import { animate } from "framer-motion/dom/mini";
import { FadeInOnce } from "@/components/ui/fade-in-once";
import { FakeIntersectionObserver, stubMatchMedia } from "./fakes";

// jsdom has no Web Animations API; the test checks what is asked of framer-motion instead.
jest.mock("framer-motion/dom/mini", () => ({ animate: jest.fn() }));
const animateMock = animate as unknown as jest.Mock;

function renderCard(index = 3) {
  render(
    <FadeInOnce index={index}>
      <p>card</p>
    </FadeInOnce>,
  );
  return screen.getByText("card").parentElement as HTMLElement;
}

describe("FadeInOnce", () => {
  beforeEach(() => animateMock.mockClear());

  it("renders visible before any observation (server HTML and no-JS)", () => {
    const wrapper = renderCard();
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
    expect(wrapper.style.opacity).toBe("");
  });

  it("leaves a card that is already on screen alone", () => {
    const wrapper = renderCard();
    act(() => FakeIntersectionObserver.report(wrapper, true));
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
    expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true);
    expect(animateMock).not.toHaveBeenCalled();
  });

  it("hides an off-screen card, fades it in once on entry (0.5 s, 0.1 s × index) and never again", async () => {
    const wrapper = renderCard(3);
    act(() => FakeIntersectionObserver.report(wrapper, false));
    expect(wrapper).toHaveAttribute("data-reveal", "waiting");

    act(() => FakeIntersectionObserver.report(wrapper, true));
    await waitFor(() => expect(wrapper).toHaveAttribute("data-reveal", "revealed"));
    expect(animateMock).toHaveBeenCalledTimes(1);
    expect(animateMock).toHaveBeenCalledWith(
      wrapper,
      expect.objectContaining({ opacity: [0, 1] }),
      expect.objectContaining({ duration: 0.5, delay: 0.3 }),
    );

    act(() => {
      FakeIntersectionObserver.report(wrapper, false);
      FakeIntersectionObserver.report(wrapper, true);
    });
    await Promise.resolve();
    expect(animateMock).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true);
  });

  it("does not animate under prefers-reduced-motion", () => {
    stubMatchMedia((query) => query.includes("reduce"));
    const wrapper = renderCard();
    act(() => FakeIntersectionObserver.report(wrapper, false));
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
  });
});
