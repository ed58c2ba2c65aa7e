import { act, fireEvent, render, screen } from "@testing-library/react";
import { SectionLink } from "@/components/layout/section-link";
import { RENDER_ALL_SECTIONS_CLASS } from "@/lib/scroll";

const allRendered = () => document.documentElement.classList.contains(RENDER_ALL_SECTIONS_CLASS);

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, prefetch: jest.fn() }) }));

/** A section with this id at the end of the page, whose scrollIntoView the test watches. */
function addSection(id: string) {
  const section = document.createElement("section");
  section.id = id;
  section.scrollIntoView = jest.fn();
  document.body.append(section);
  return section;
}

describe("SectionLink", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    push.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
    document.documentElement.classList.remove(RENDER_ALL_SECTIONS_CLASS);
  });

  it("is a plain /#id link without JavaScript", () => {
    render(
      <SectionLink home="/" sectionId="services">
        Services
      </SectionLink>,
    );
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/#services");
  });

  it("goes home, then scrolls smoothly to the section after 100 ms", () => {
    render(
      <SectionLink home="/" sectionId="services">
        Services
      </SectionLink>,
    );
    const section = addSection("services");

    fireEvent.click(screen.getByRole("link", { name: "Services" }));
    expect(push).toHaveBeenCalledWith("/");
    act(() => jest.advanceTimersByTime(99));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    expect(allRendered()).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    // Every section is rendered first, so the scroll is worked out from real heights, not estimates.
    expect(allRendered()).toBe(true);
  });

  it("waits for the home page as long as it takes, and for the section on it", () => {
    window.history.pushState({}, "", "/aboutme");
    render(
      <SectionLink home="/" sectionId="portfolio">
        Portfolio
      </SectionLink>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Portfolio" }));
    // The old page is still shown, with a section of the same name: not the one to scroll to.
    const old = addSection("portfolio");
    act(() => jest.advanceTimersByTime(10_000));
    expect(old.scrollIntoView).not.toHaveBeenCalled();
    // Ten seconds on, the home page arrives.
    old.remove();
    window.history.pushState({}, "", "/");
    const section = addSection("portfolio");
    act(() => jest.advanceTimersByTime(100));
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("drops the jump once the visitor scrolls by themselves", () => {
    window.history.pushState({}, "", "/aboutme");
    render(
      <SectionLink home="/" sectionId="portfolio">
        Portfolio
      </SectionLink>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Portfolio" }));
    window.history.pushState({}, "", "/");
    fireEvent.wheel(window);
    const section = addSection("portfolio");
    act(() => jest.advanceTimersByTime(1_000));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it("leaves a modified click (new tab) to the browser", () => {
    render(
      <SectionLink home="/" sectionId="portfolio">
        Portfolio
      </SectionLink>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Portfolio" }), { ctrlKey: true });
    expect(push).not.toHaveBeenCalled();
  });
});
