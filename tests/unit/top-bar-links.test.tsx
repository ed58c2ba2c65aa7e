import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { TopBarLinks } from "@/components/layout/top-bar-links";
import { RENDER_ALL_SECTIONS_CLASS, SECTION_LINK_ATTRIBUTE } from "@/lib/scroll";
import { LIVE_ATTRIBUTE, STATIC_PART_ATTRIBUTE } from "@/lib/static-part.mjs";

/** The names of the static parts marked live, in document order; <html> is never one of them. */
const liveParts = () =>
  [...document.querySelectorAll(`[${LIVE_ATTRIBUTE}]`)]
    .map((part) => part.getAttribute(STATIC_PART_ATTRIBUTE))
    .join(" ");

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

/** The top bar's plain link to a home-page section, as the server renders it in a static part, and the one listener for all. */
function SectionLink({
  home,
  sectionId,
  children,
}: {
  home: string;
  sectionId: string;
  children: ReactNode;
}) {
  return (
    <>
      <TopBarLinks />
      <nav {...{ [STATIC_PART_ATTRIBUTE]: "nav" }}>
        <a href={`${home}#${sectionId}`} {...{ [SECTION_LINK_ATTRIBUTE]: sectionId }}>
          {children}
        </a>
      </nav>
    </>
  );
}

/** Renders the top bar's link named `name` to `home#sectionId`, and returns it. */
function renderLink(name: string, sectionId: string, home = "/") {
  const rendered = render(
    <SectionLink home={home} sectionId={sectionId}>
      {name}
    </SectionLink>,
  );
  return { ...rendered, link: screen.getByRole("link", { name }) };
}

describe("TopBarLinks: a link from another page to a home-page section", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    push.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
    document.documentElement.classList.remove(RENDER_ALL_SECTIONS_CLASS);
  });

  it("is a plain /#id link until it listens, and says when it does", () => {
    const { link } = renderLink("Services", "services");
    expect(link).toHaveAttribute("href", "/#services");
    expect(liveParts()).toBe("nav");
    expect(document.documentElement).not.toHaveAttribute(LIVE_ATTRIBUTE);
  });

  it("opens the Spanish home page from a Spanish page", () => {
    const { link } = renderLink("Servicios", "services", "/es");
    fireEvent.click(link);
    expect(push).toHaveBeenCalledWith("/es");
  });

  it("goes home, then scrolls smoothly to the section after 100 ms", () => {
    const { link } = renderLink("Services", "services");
    const section = addSection("services");

    fireEvent.click(link);
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
    const { link } = renderLink("Portfolio", "portfolio");
    fireEvent.click(link);
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
    const { link } = renderLink("Portfolio", "portfolio");
    fireEvent.click(link);
    window.history.pushState({}, "", "/");
    fireEvent.wheel(window);
    const section = addSection("portfolio");
    act(() => jest.advanceTimersByTime(1_000));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it("leaves a modified click (new tab) to the browser", () => {
    const { link } = renderLink("Portfolio", "portfolio");
    fireEvent.click(link, { ctrlKey: true });
    expect(push).not.toHaveBeenCalled();
  });

  it("stops listening when the top bar goes", () => {
    const { unmount, link } = renderLink("Portfolio", "portfolio");
    const part = link.closest("nav")!;
    expect(part).toHaveAttribute(LIVE_ATTRIBUTE);
    unmount();
    document.body.append(link);
    fireEvent.click(link);
    expect(push).not.toHaveBeenCalled();
    expect(part).not.toHaveAttribute(LIVE_ATTRIBUTE);
  });
});

describe("TopBarLinks: the phone menu", () => {
  beforeEach(() => push.mockClear());

  it("closes once a link in it is followed, and leaves other popovers' buttons alone", () => {
    render(
      <>
        <TopBarLinks />
        <nav {...{ [STATIC_PART_ATTRIBUTE]: "nav" }}>
          <a href="#services">Home services</a>
        </nav>
        <div popover="auto" data-testid="menu">
          <nav {...{ [STATIC_PART_ATTRIBUTE]: "menu-nav" }}>
            <a href="#services">Services</a>
          </nav>
          <button type="button">Theme</button>
        </div>
      </>,
    );
    // Served: the menu's part. The other holds no link to another page's section: it needs no JavaScript.
    expect(liveParts()).toBe("menu-nav");
    const menu = screen.getByTestId("menu");
    menu.hidePopover = jest.fn();
    fireEvent.click(screen.getByRole("button", { name: "Theme", hidden: true }));
    expect(menu.hidePopover).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("link", { name: "Services", hidden: true }));
    expect(menu.hidePopover).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });
});
