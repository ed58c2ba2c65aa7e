import { QueryClientContext, useQuery } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { useContext, useState } from "react";
import { chatToast } from "@/content/chat";
import { createQueryClient, QUERY_GC_TIME_MS, QUERY_RETRIES, retryDelay } from "@/lib/query-client";
import { buildWhatsAppLink } from "@/lib/whatsapp";
import { afterPendingPromises } from "./fakes";
import { afterLoadAndIdle } from "@/lib/page-idle";
import { Providers, WithQueryClient } from "@/components/providers";

const toastText = { ...chatToast, label: "Notifications (F8 or Alt+T)" };

// The real client, counted: the tests below tell whether and how often the providers create one.
jest.mock("@/lib/query-client", () => {
  const actual = jest.requireActual<typeof import("@/lib/query-client")>("@/lib/query-client");
  return { ...actual, createQueryClient: jest.fn(actual.createQueryClient) };
});

describe("query client defaults", () => {
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

/** What a component below Providers finds: no query client yet, or one and its retry count. */
function QueryClientProbe() {
  const client = useContext(QueryClientContext);
  const retries = client?.getDefaultOptions().queries?.retry;
  return <p>{client ? `client with ${String(retries)} retries` : "no client yet"}</p>;
}

describe("Providers' query client", () => {
  beforeEach(() => jest.mocked(createQueryClient).mockClear());

  it("never loads while no part of the page queries, not even once the page is idle", async () => {
    render(
      <Providers toast={toastText}>
        <QueryClientProbe />
      </Providers>,
    );
    // The moment the client used to arrive: the page loaded and idle, and what that started has settled.
    await new Promise<void>((idle) => afterLoadAndIdle(idle));
    await afterPendingPromises();
    await afterPendingPromises();
    expect(screen.getByText("no client yet")).toBeInTheDocument();
    expect(createQueryClient).not.toHaveBeenCalled();
  });

  it("gives the parts that query one client with the spec's defaults, from the first that asks, remounting nothing", async () => {
    const mounted = jest.fn();
    function Page({ querying }: { querying: boolean }) {
      // State that would be lost, and a second mount, if the tree changed shape when the client arrives.
      useState(mounted);
      return (
        <>
          <QueryClientProbe />
          {querying ? (
            <>
              <WithQueryClient fallback={<p>loading the first part</p>}>
                <Answer />
              </WithQueryClient>
              <WithQueryClient>
                <QueryClientProbe />
              </WithQueryClient>
            </>
          ) : null}
        </>
      );
    }
    function Answer() {
      const { data } = useQuery({ queryKey: ["answer"], queryFn: () => Promise.resolve("42") });
      return <p>answer: {data ?? "pending"}</p>;
    }
    const { rerender } = render(
      <Providers toast={toastText}>
        <Page querying={false} />
      </Providers>,
    );
    rerender(
      <Providers toast={toastText}>
        <Page querying />
      </Providers>,
    );
    expect(screen.getByText("loading the first part")).toBeInTheDocument();
    expect(await screen.findByText("answer: 42")).toBeInTheDocument();
    // The part outside <WithQueryClient> and the one inside see the same client, with 3 retries.
    expect(screen.getAllByText("client with 3 retries")).toHaveLength(2);
    expect(createQueryClient).toHaveBeenCalledTimes(1);
    expect(mounted).toHaveBeenCalledTimes(1);
  });
});

describe("Providers", () => {
  const notifications = () => screen.queryByLabelText("Notifications (F8 or Alt+T)");

  it("renders its children at once and loads the toaster only when a chat link is pointed at, not another", async () => {
    render(
      <Providers toast={toastText}>
        <p>page</p>
        <a href="#services">Services</a>
        <a href={buildWhatsAppLink("15550100123", "Hi!")}>
          <span>Let&apos;s Talk</span>
        </a>
      </Providers>,
    );
    expect(screen.getByText("page")).toBeInTheDocument();
    fireEvent.pointerOver(screen.getByText("Services"));
    fireEvent.click(screen.getByText("Services"));
    await afterPendingPromises();
    expect(notifications()).toBeNull();
    expect(screen.queryByText(chatToast.title)).toBeNull();
    fireEvent.pointerOver(screen.getByText("Let's Talk"));
    expect(await screen.findByLabelText("Notifications (F8 or Alt+T)")).toBeInTheDocument();
  });

  it.each([
    ["focused", (link: Element) => fireEvent.focusIn(link)],
    ["touched", (link: Element) => fireEvent.touchStart(link)],
  ])("loads the toaster when a chat link is %s", async (_, intent) => {
    render(
      <Providers toast={toastText}>
        <a href={buildWhatsAppLink("15550100123", "Hi!")}>Chat</a>
      </Providers>,
    );
    expect(notifications()).toBeNull();
    intent(screen.getByText("Chat"));
    expect(await screen.findByLabelText("Notifications (F8 or Alt+T)")).toBeInTheDocument();
  });

  describe("a followed chat link", () => {
    // jsdom cannot navigate; stop the links after Providers has seen the click.
    const stopNavigation = (event: Event) => event.preventDefault();
    beforeEach(() => window.addEventListener("click", stopNavigation));
    afterEach(() => window.removeEventListener("click", stopNavigation));

    it("shows the 'Opening WhatsApp' toast, once however often it is clicked", async () => {
      render(
        <Providers toast={toastText}>
          {/* Any message the site builds: the selector still knows the link. */}
          <a href={buildWhatsAppLink("442079460000", "Hello & welcome?")}>
            <span>Let&apos;s Talk</span>
          </a>
          <a href="#about">About</a>
        </Providers>,
      );
      fireEvent.click(screen.getByText("About"));
      fireEvent.click(screen.getByText("Let's Talk"));
      expect(await screen.findByText(chatToast.title)).toBeInTheDocument();
      expect(screen.getByText(chatToast.description)).toBeInTheDocument();
      fireEvent.click(screen.getByText("Let's Talk"));
      expect(screen.getAllByText(chatToast.title)).toHaveLength(1);
    });
  });
});
