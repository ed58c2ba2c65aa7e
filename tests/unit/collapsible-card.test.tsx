import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CollapsibleCards } from "@/components/ui/collapsible-card";

// One card's states are tested in a browser: tests/e2e/about.spec.ts.
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
