/**
 * Whether the visitor's browser asks not to be tracked: Global Privacy Control (`navigator.globalPrivacyControl`,
 * sent as `Sec-GPC: 1`) or the older Do Not Track. Such a visitor is not counted at all: the analytics code
 * is not even loaded.
 */
export function visitorOptedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return (
    nav.globalPrivacyControl === true || [nav.doNotTrack, win.doNotTrack, nav.msDoNotTrack].includes("1")
  );
}
