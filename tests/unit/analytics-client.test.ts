import { CHAT_OPENED_EVENT, onChatOpened } from "@/components/analytics/chat-events";
import { visitorOptedOut } from "@/components/analytics/consent";

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

describe("visitorOptedOut", () => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  afterEach(() => {
    delete nav.globalPrivacyControl;
    Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
  });

  it("is false for a browser that asks nothing", () => {
    expect(visitorOptedOut()).toBe(false);
  });

  it("honours Global Privacy Control", () => {
    nav.globalPrivacyControl = true;
    expect(visitorOptedOut()).toBe(true);
  });

  it("honours Do Not Track", () => {
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    expect(visitorOptedOut()).toBe(true);
  });
});
