import { act, render, screen } from "@testing-library/react";
import { LazyMotion, domAnimation } from "framer-motion";
import { FadeInOnce } from "@/components/ui/fade-in-once";
import { FakeIntersectionObserver, stubMatchMedia } from "./fakes";

function renderCard() {
  render(
    <LazyMotion features={domAnimation}>
      <FadeInOnce index={3}>
        <p>card</p>
      </FadeInOnce>
    </LazyMotion>,
  );
  return screen.getByText("card").parentElement as HTMLElement;
}

describe("FadeInOnce", () => {
  it("renders visible before any observation (server HTML and no-JS)", () => {
    const wrapper = renderCard();
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
    expect(wrapper.style.opacity).not.toBe("0");
  });

  it("leaves a card that is already on screen alone", () => {
    const wrapper = renderCard();
    act(() => FakeIntersectionObserver.report(wrapper, true));
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
    expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true);
  });

  it("hides an off-screen card, reveals it once on entry and never again", () => {
    const wrapper = renderCard();
    act(() => FakeIntersectionObserver.report(wrapper, false));
    expect(wrapper).toHaveAttribute("data-reveal", "waiting");

    act(() => FakeIntersectionObserver.report(wrapper, true));
    expect(wrapper).toHaveAttribute("data-reveal", "revealed");

    act(() => {
      FakeIntersectionObserver.report(wrapper, false);
      FakeIntersectionObserver.report(wrapper, true);
    });
    expect(wrapper).toHaveAttribute("data-reveal", "revealed");
    expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true);
  });

  it("does not animate under prefers-reduced-motion", () => {
    stubMatchMedia((query) => query.includes("reduce"));
    const wrapper = renderCard();
    act(() => FakeIntersectionObserver.report(wrapper, false));
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
  });
});
