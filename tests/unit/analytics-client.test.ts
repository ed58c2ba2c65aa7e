import { CHAT_OPENED_EVENT, onChatOpened } from "@/components/analytics/chat-events";

// visitorOptedOut: analytics.spec.ts, with Global Privacy Control, Do Not Track and neither.
describe("onChatOpened", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("reports the place of a followed chat link and the page, and nothing for other links", () => {
    window.history.pushState({}, "", "/aboutme");
    document.body.innerHTML = `
      <a href="https://wa.me/1" data-chat-place="service:voice-assistant"><span>Ask</span></a>
      <a href="/aboutme">About</a>`;
    const report = jest.fn();
    const stop = onChatOpened(report);
    document.querySelector("a[href='/aboutme']")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(report.mock.calls).toEqual([[{ place: "service:voice-assistant", page: "/aboutme" }]]);
    stop();
    document.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(report).toHaveBeenCalledTimes(1);
    expect(CHAT_OPENED_EVENT).toBe("Chat opened");
    window.history.pushState({}, "", "/");
  });
});
