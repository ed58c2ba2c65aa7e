import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CollapsibleCard, CollapsibleCards } from "@/components/ui/collapsible-card";

function renderCard() {
  render(<CollapsibleCard index={2} title="Websites" text="Fast, accessible business websites." />);
  const button = screen.getByRole("button", { name: "Websites" });
  const body = document.getElementById(button.getAttribute("aria-controls") ?? "missing");
  return { button, body };
}

describe("CollapsibleCard", () => {
  it("starts collapsed with its text in the document, hidden until found", () => {
    const { button, body } = renderCard();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(body).not.toBeNull();
    expect(body).toHaveTextContent("Fast, accessible business websites.");
    expect(body).toHaveAttribute("hidden", "until-found");
  });

  it("toggles on click; the chevron, which CSS turns while the button is expanded, is the button's child", async () => {
    const user = userEvent.setup();
    const { button, body } = renderCard();
    // app/globals.css: `[aria-expanded="true"] > .disclosure-chevron` (the turn itself is checked in a browser).
    expect(button.querySelector(":scope > .disclosure-chevron[data-collapsible-chevron]")).not.toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(body).not.toHaveAttribute("hidden");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(body).toHaveAttribute("hidden", "until-found");
  });

  it("toggles with Enter and Space", async () => {
    const user = userEvent.setup();
    const { button } = renderCard();
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens when in-page search finds its text", () => {
    const { button, body } = renderCard();
    act(() => {
      body?.dispatchEvent(new Event("beforematch"));
    });
    expect(button).toHaveAttribute("aria-expanded", "true");
  });
});

describe("CollapsibleCards", () => {
  it("renders one list item per card, in order, each marked with the list's kind and working on its own", async () => {
    const user = userEvent.setup();
    render(
      <ul>
        <CollapsibleCards
          kind="project"
          cards={[
            { title: "Airline Booking System", text: "Flight search and booking." },
            {
              title: "BMI Health Calculator",
              text: "Body mass index with advice.",
              icon: "M4 4h16",
              accent: "sky",
            },
          ]}
        />
      </ul>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-card"))).toEqual(["project", "project"]);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "Airline Booking System",
      "BMI Health Calculator",
    ]);
    expect(items[1]?.querySelector(".accent-sky path")?.getAttribute("d")).toBe("M4 4h16");
    expect(items[0]?.querySelector(".icon-badge")).toBeNull();

    await user.click(buttons[1]!);
    expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual(["false", "true"]);
  });
});
