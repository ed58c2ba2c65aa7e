import { render } from "@testing-library/react";
import { NotFoundLogger } from "@/components/not-found-logger";

jest.mock("next/navigation", () => ({ usePathname: () => "/no/such/page" }));

describe("NotFoundLogger", () => {
  it("logs the attempted path as a console error and renders nothing", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<NotFoundLogger />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("/no/such/page"));
    error.mockRestore();
  });
});
