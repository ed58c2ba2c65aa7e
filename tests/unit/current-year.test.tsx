import { render, screen } from "@testing-library/react";
import { CurrentYear } from "@/components/layout/current-year";

describe("CurrentYear", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the visitor's current year, not the build year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") });
    render(<CurrentYear buildYear={2026} />);
    expect(screen.getByTestId("current-year")).toHaveTextContent("2031");
  });
});
