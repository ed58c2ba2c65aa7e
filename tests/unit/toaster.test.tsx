import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import Toaster, { TOAST_DURATION_MS, TOAST_VISIBLE } from "@/components/toaster";

describe("Toaster", () => {
  it("uses the spec's 3 visible toasts of 4000 ms", () => {
    expect(TOAST_VISIBLE).toBe(3);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it("shows at most 3 toasts and F8 moves focus to them", async () => {
    render(<Toaster label="Notifications (F8 or Alt+T)" />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Message ${n}`);
    });
    expect(await screen.findByText("Message 4")).toBeInTheDocument();
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);

    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", bubbles: true }));
    });
    expect(document.activeElement).toHaveAttribute("data-sonner-toaster");
  });
});
