import { render } from "@testing-library/react";
import { NotFoundLogger } from "@/components/not-found-logger";

describe("NotFoundLogger", () => {
  it("logs the attempted path as a console error and renders nothing", () => {
    window.history.pushState({}, "", "/no/such/page");
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<NotFoundLogger />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route: /no/such/page",
    );
    error.mockRestore();
    window.history.pushState({}, "", "/");
  });
});
