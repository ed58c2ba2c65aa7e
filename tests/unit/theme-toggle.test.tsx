import { act, fireEvent, render, screen } from "@testing-library/react";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { THEME_STORAGE_KEY } from "@/lib/theme";

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

  it("adds its tooltip once the page is idle, keeping focus on the button", async () => {
    jest.useFakeTimers();
    try {
      render(<ThemeToggle />);
      screen.getByRole("button").focus();
      await act(async () => {
        jest.advanceTimersByTime(1);
        await jest.runAllTimersAsync();
      });
      const button = screen.getByRole("button");
      // Radix's trigger marks the button it wraps; focus came back to it, and focus opens the tooltip.
      expect(button).toHaveAttribute("data-state");
      expect(button).toHaveFocus();
      expect(screen.getByRole("tooltip")).toHaveTextContent("Theme: System. Switch to light");
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows its name as text in the phone menu, without a tooltip", async () => {
    render(<ThemeToggle withLabel />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const button = screen.getByRole("button");
    expect(button).not.toHaveAttribute("data-state");
    expect(button.querySelector('[data-for-theme="dark"]')).toHaveTextContent("Theme: Dark");
  });
});
