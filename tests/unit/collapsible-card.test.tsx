import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { animate } from "framer-motion/dom/mini";
import { Component, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CollapsibleCards, type CardContent } from "@/components/ui/collapsible-cards";
import { LivePart } from "@/components/ui/live-part";
import { LIVE_ATTRIBUTE, STATIC_PART_ATTRIBUTE } from "@/lib/static-part.mjs";
import { FakeIntersectionObserver, stubMatchMedia } from "./fakes";

// jsdom has no Web Animations API; the test checks what is asked of framer-motion instead.
jest.mock("framer-motion/dom/mini", () => ({ animate: jest.fn() }));
const animateMock = animate as unknown as jest.Mock;

const cards: CardContent[] = [
  { title: "Airline Booking System", text: "Flight search and booking." },
  { title: "BMI Health Calculator", text: "Body mass index with advice.", icon: "M4 4h16", accent: "sky" },
  { title: "Weather App", text: "Forecasts by city." },
  { title: "Quiz Game", text: "Timed questions." },
];

const section = (children?: ReactNode) => (
  <LivePart as="section" name="projects" behaviour="cards">
    {children}
  </LivePart>
);
const list = (
  <ol>
    <CollapsibleCards kind="project" cards={cards} />
  </ol>
);

/** The names of the static parts marked live, in document order; <html> is never one of them. */
const liveParts = () =>
  [...document.querySelectorAll(`[${LIVE_ATTRIBUTE}]`)]
    .map((part) => part.getAttribute(STATIC_PART_ATTRIBUTE))
    .join(" ");

const waitUntilLive = () => waitFor(() => expect(liveParts()).toBe("projects"));

/**
 * A section of cards as a page first shows it: the server's HTML (a static part), hydrated from a payload that
 * has no tree for it; or, `running: false`, the HTML before any script.
 */
async function renderSection({ running = true } = {}) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(section(list));
  document.body.append(container);
  const view = running
    ? render(section(), { container, hydrate: true })
    : { unmount: () => container.remove(), container };
  const buttons = screen.getAllByRole("button");
  const bodyOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;
  const wrapperOf = (button: HTMLElement) => button.closest<HTMLElement>("[data-reveal]")!;
  // The behaviour is a module of its own, loaded once a part names it.
  if (running) await waitUntilLive();
  return { ...view, buttons, bodyOf, wrapperOf };
}

describe("CollapsibleCards, as the server sends them", () => {
  it("renders one list item per card, in order, marked with the list's kind, each title a closed disclosure", async () => {
    const { buttons, bodyOf } = await renderSection({ running: false });
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-card"))).toEqual(cards.map(() => "project"));
    expect(buttons.map((button) => button.textContent)).toEqual(cards.map((card) => card.title));
    expect(items[1]?.querySelector(".accent-sky path")?.getAttribute("d")).toBe("M4 4h16");
    expect(items[0]?.querySelector(".icon-badge")).toBeNull();
    expect(new Set(buttons.map((button) => button.getAttribute("aria-controls"))).size).toBe(cards.length);
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      // Not `hidden` in the HTML: without JavaScript the text shows (CSS), and with it the script hides it.
      expect(bodyOf(button)).not.toHaveAttribute("hidden");
      expect(bodyOf(button)).toHaveAttribute("data-state", "closed");
    }
  });
});

describe("a static part's cards behaviour", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });
  beforeEach(() => {
    animateMock.mockClear();
    FakeIntersectionObserver.reset();
  });

  it("hides each closed body until found, and says it is listening", async () => {
    const { buttons, bodyOf } = await renderSection();
    for (const button of buttons) expect(bodyOf(button)).toHaveAttribute("hidden", "until-found");
    expect(liveParts()).toBe("projects");
    expect(document.documentElement).not.toHaveAttribute(LIVE_ATTRIBUTE);
  });

  it("opens and closes each card on its own", async () => {
    const user = userEvent.setup();
    const { buttons, bodyOf } = await renderSection();
    await user.click(buttons[1]!);
    expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual([
      "false",
      "true",
      "false",
      "false",
    ]);
    expect(bodyOf(buttons[1]!)).not.toHaveAttribute("hidden");
    expect(bodyOf(buttons[1]!)).toHaveAttribute("data-state", "open");
    // A click on the title's icon is a click on its button.
    await user.click(buttons[1]!.querySelector("svg")!);
    expect(buttons[1]).toHaveAttribute("aria-expanded", "false");
    expect(bodyOf(buttons[1]!)).toHaveAttribute("hidden", "until-found");
  });

  it("loads and sets up its behaviour from a task of its own, after the one that hydrates the part", async () => {
    jest.useFakeTimers();
    try {
      const { container } = await renderSection({ running: false });
      await act(async () => {
        render(section(), { container, hydrate: true });
      });
      // Hydrated, effects run and promises settled: the cards are still as the server sent them.
      expect(liveParts()).toBe("");
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      await waitUntilLive();
      expect(FakeIntersectionObserver.instances).not.toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it("acts on a click that comes before its behaviour has loaded", async () => {
    const { buttons, bodyOf, container } = await renderSection({ running: false });
    render(section(), { container, hydrate: true });
    fireEvent.click(buttons[2]!);
    expect(liveParts()).toBe("");
    await waitUntilLive();
    await waitFor(() => expect(buttons[2]).toHaveAttribute("aria-expanded", "true"));
    expect(bodyOf(buttons[2]!)).not.toHaveAttribute("hidden");
    expect(bodyOf(buttons[0]!)).toHaveAttribute("hidden", "until-found");
  });

  it("hands an error of its behaviour to the error boundary around it", async () => {
    const listen = jest.spyOn(HTMLElement.prototype, "addEventListener").mockImplementation(function (type) {
      if (type === "beforematch") throw new Error("No listener");
    });
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    class Boundary extends Component<{ children: ReactNode }, { message?: string }> {
      state: { message?: string } = {};
      static getDerivedStateFromError = (thrown: Error) => ({ message: thrown.message });
      render = () => (this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children);
    }
    try {
      render(<Boundary>{section(list)}</Boundary>);
      expect(await screen.findByRole("alert")).toHaveTextContent("No listener");
    } finally {
      listen.mockRestore();
      error.mockRestore();
    }
  });

  it("opens a card when in-page search finds its text", async () => {
    const { buttons, bodyOf } = await renderSection();
    fireEvent(bodyOf(buttons[2]!), new Event("beforematch"));
    expect(buttons[2]).toHaveAttribute("aria-expanded", "true");
    expect(bodyOf(buttons[2]!)).not.toHaveAttribute("hidden");
  });

  it("works the same rendered from a client navigation's payload, which has the cards' tree", async () => {
    const user = userEvent.setup();
    render(section(list));
    await waitUntilLive();
    const buttons = screen.getAllByRole("button");
    const body = document.getElementById(buttons[0]!.getAttribute("aria-controls")!);
    expect(body).toHaveAttribute("hidden", "until-found");
    await user.click(buttons[0]!);
    expect(buttons[0]).toHaveAttribute("aria-expanded", "true");
    expect(body).not.toHaveAttribute("hidden");
  });

  it("lets go of the section when it goes", async () => {
    const { unmount } = await renderSection();
    expect(FakeIntersectionObserver.instances.some((o) => !o.disconnected)).toBe(true);
    const part = document.querySelector(`[${LIVE_ATTRIBUTE}]`)!;
    unmount();
    expect(part).not.toHaveAttribute(LIVE_ATTRIBUTE);
    expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true);
  });
});

describe("a static part's cards behaviour: each card's fade-in", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });
  beforeEach(() => {
    animateMock.mockClear();
    FakeIntersectionObserver.reset();
  });

  it("leaves a card that is already on screen as it was sent", async () => {
    const { buttons, wrapperOf } = await renderSection();
    const wrapper = wrapperOf(buttons[0]!);
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
    act(() => FakeIntersectionObserver.report(wrapper, true));
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
    expect(animateMock).not.toHaveBeenCalled();
  });

  it("hides an off-screen card, fades it in once on entry (0.5 s, 0.1 s × its place) and never again", async () => {
    const { buttons, wrapperOf } = await renderSection();
    const wrapper = wrapperOf(buttons[3]!);
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
  });

  it("does not animate under prefers-reduced-motion", async () => {
    stubMatchMedia((query) => query.includes("reduce"));
    const { buttons, wrapperOf } = await renderSection();
    const wrapper = wrapperOf(buttons[3]!);
    act(() => FakeIntersectionObserver.report(wrapper, false));
    expect(wrapper).toHaveAttribute("data-reveal", "shown");
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
