import { act, fireEvent, render, screen } from "@testing-library/react";
import { Tooltip, TooltipProvider } from "@/components/ui/tooltip";

describe("Tooltip", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("opens 700 ms after the pointer arrives, not before", () => {
    render(
      <TooltipProvider>
        <Tooltip label="Switch theme">
          <button type="button">Theme</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Theme" });
    fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    act(() => jest.advanceTimersByTime(690));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Switch theme");
  });
});
