import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ErrorScreen } from "@/components/error-screen";

describe("ErrorScreen", () => {
  it("shows the spec's title, the error's message, a retry and a link home", async () => {
    const retry = jest.fn();
    render(<ErrorScreen error={new Error("Services failed to render")} retry={retry} />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByText("Services failed to render")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");

    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
