import {
  analyticsConnectOrigins,
  analyticsFromEnv,
  PLAUSIBLE_CLOUD,
  readAnalytics,
} from "@/lib/analytics-config.mjs";
import { contentSecurityPolicy } from "@/lib/security-headers.mjs";

const connectSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("connect-src"));

describe("ANALYTICS", () => {
  it.each([[undefined], [""], ["  "], ["off"]])("%p means off", (value) => {
    expect(analyticsFromEnv({ ANALYTICS: value })).toEqual({ provider: "off" });
  });

  it("vercel: nothing more to set, and nothing to add to the policy (its script and endpoints are the site's)", () => {
    const vercel = analyticsFromEnv({ ANALYTICS: "vercel", PLAUSIBLE_DOMAIN: "ignored.example" });
    expect(vercel).toEqual({ provider: "vercel" });
    expect(analyticsConnectOrigins(vercel)).toEqual([]);
  });

  it("plausible: the site's domain, Plausible's cloud unless a host is given", () => {
    expect(analyticsFromEnv({ ANALYTICS: "plausible", PLAUSIBLE_DOMAIN: " example.com " })).toEqual({
      provider: "plausible",
      domain: "example.com",
      origin: PLAUSIBLE_CLOUD,
      endpoint: `${PLAUSIBLE_CLOUD}/api/event`,
    });
    expect(
      analyticsFromEnv({
        ANALYTICS: "plausible",
        PLAUSIBLE_DOMAIN: "example.com",
        PLAUSIBLE_HOST: "https://stats.example.org/",
      }),
    ).toMatchObject({ origin: "https://stats.example.org", endpoint: "https://stats.example.org/api/event" });
  });

  it.each([
    [{ ANALYTICS: "google" }, 'ANALYTICS="google" is invalid: expected'],
    [{ ANALYTICS: "plausible" }, 'PLAUSIBLE_DOMAIN="" is invalid: required with ANALYTICS=plausible'],
    [
      { ANALYTICS: "plausible", PLAUSIBLE_DOMAIN: "https://example.com" },
      'PLAUSIBLE_DOMAIN="https://example.com"',
    ],
    [
      { ANALYTICS: "plausible", PLAUSIBLE_DOMAIN: "example.com", PLAUSIBLE_HOST: "stats.example.org" },
      'PLAUSIBLE_HOST="stats.example.org" is invalid',
    ],
    [
      {
        ANALYTICS: "plausible",
        PLAUSIBLE_DOMAIN: "example.com",
        PLAUSIBLE_HOST: "https://example.org/api/event",
      },
      "without a path",
    ],
  ])("%p stops the build naming the variable and the value", (env, message) => {
    expect(() => analyticsFromEnv(env)).toThrow(message);
    expect(readAnalytics(env).ok).toBe(false);
  });
});

describe("the Content-Security-Policy with analytics", () => {
  it("adds exactly the Plausible server to connect-src, and nothing when off", () => {
    const plausible = analyticsFromEnv({
      ANALYTICS: "plausible",
      PLAUSIBLE_DOMAIN: "example.com",
      PLAUSIBLE_HOST: "https://stats.example.org",
    });
    expect(analyticsConnectOrigins(plausible)).toEqual(["https://stats.example.org"]);
    const on = contentSecurityPolicy({
      scriptHashes: [],
      connectOrigins: analyticsConnectOrigins(plausible),
    });
    const off = contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] });
    expect(connectSrc(on)).toBe("connect-src 'self' https://stats.example.org");
    expect(connectSrc(off)).toBe("connect-src 'self'");
    // Nothing else moves.
    expect(on.replace(" https://stats.example.org", "")).toBe(off);
  });

  it("reads the build's environment when not told", () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { ANALYTICS: "plausible", PLAUSIBLE_DOMAIN: "example.com" });
      expect(connectSrc(contentSecurityPolicy({ scriptHashes: [] }))).toBe(
        `connect-src 'self' ${PLAUSIBLE_CLOUD}`,
      );
      delete process.env.ANALYTICS;
      expect(connectSrc(contentSecurityPolicy({ scriptHashes: [] }))).toBe("connect-src 'self'");
    } finally {
      process.env = saved;
    }
  });
});
