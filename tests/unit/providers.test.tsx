import { render, screen } from "@testing-library/react";
import {
  createQueryClient,
  Providers,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  retryDelay,
} from "@/components/providers";

describe("query client defaults (spec §7, §9)", () => {
  it("retries 3 times with backoff from 1 s doubling to a 30 s cap", () => {
    expect(QUERY_RETRIES).toBe(3);
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("collects unused data after 5 minutes", () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.gcTime).toBe(5 * 60 * 1000);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(options?.retry).toBe(3);
  });
});

describe("Providers", () => {
  it("renders its children at once and the toaster once the page is idle", async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    expect(screen.getByText("page")).toBeInTheDocument();
    expect(screen.queryByLabelText("Notifications (F8 or Alt+T)")).toBeNull();
    expect(await screen.findByLabelText("Notifications (F8 or Alt+T)")).toBeInTheDocument();
  });
});
