import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { THEME_STORAGE_KEY } from "@/lib/theme";
import { afterPendingPromises } from "./fakes";

const root = () => document.documentElement;

describe("ThemeToggle", () => {
  beforeEach(() => {
    window.localStorage.clear();
    root().className = "";
    root().style.colorScheme = "";
  });

  it("cycles system → light → dark → system and remembers the choice", () => {
    render(<ThemeToggle />);
    const button = screen.getByRole("button");
    fireEvent.click(button);
    expect(root()).toHaveClass("light");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    fireEvent.click(button);
    expect(root()).toHaveClass("dark");
    fireEvent.click(button);
    expect(root().className).toBe("");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("starts from the stored choice", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole("button"));
    // dark → system
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("loads its tooltip when focused, and keeps focus on the button it swaps in", async () => {
    render(<ThemeToggle />);
    const before = screen.getByRole("button");
    expect(before).not.toHaveAttribute("data-state");
    await act(async () => {
      before.focus();
    });
    const button = await screen.findByRole("button");
    // Radix's trigger marks the button it wraps; focus came back to it, and focus opens the tooltip.
    await waitFor(() => expect(button).toHaveAttribute("data-state"));
    expect(screen.getByRole("button")).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Theme: System. Switch to light");
  });

  it("swaps its tooltip in only after a press that was under way when it arrived", async () => {
    render(<ThemeToggle />);
    const pressed = screen.getByRole("button");
    fireEvent.pointerDown(pressed);
    await act(async () => {
      pressed.focus();
      await import("@/components/ui/tooltip");
    });
    // Replaced now, the button would never get the click this press ends in.
    expect(screen.getByRole("button")).toBe(pressed);
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(root()).toHaveClass("light");
    await waitFor(() => expect(screen.getByRole("button")).toHaveAttribute("data-state"));
    expect(screen.getByRole("button")).not.toBe(pressed);
  });

  it("loads its tooltip when the pointer arrives, then opens it after the delay", async () => {
    render(<ThemeToggle />);
    fireEvent.pointerEnter(screen.getByRole("button"));
    await waitFor(() => expect(screen.getByRole("button")).toHaveAttribute("data-state", "closed"));
    jest.useFakeTimers();
    try {
      fireEvent.pointerMove(screen.getByRole("button"), { pointerType: "mouse" });
      act(() => jest.advanceTimersByTime(700));
      expect(screen.getByRole("tooltip")).toHaveTextContent("Theme: System. Switch to light");
      expect(screen.getByRole("button")).not.toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows its name as text in the phone menu, without a tooltip", async () => {
    render(<ThemeToggle withLabel />);
    fireEvent.pointerEnter(screen.getByRole("button"));
    await act(afterPendingPromises);
    const button = screen.getByRole("button");
    expect(button).not.toHaveAttribute("data-state");
    expect(button.querySelector('[data-for-theme="dark"]')).toHaveTextContent("Theme: Dark");
  });
});
