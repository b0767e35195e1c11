import { afterEach, describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
import { assertSameOrigin, clientIp, isSameOrigin } from ".";

const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe("clientIp (the rate limits' bucket)", () => {
  afterEach(() => {
    env().trustProxy = false;
  });

  it("without a trusted proxy, puts every request in one bucket whatever its headers say", () => {
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }))).toBe("untrusted-network");
    expect(clientIp(request({ "x-real-ip": "203.0.113.7" }))).toBe("untrusted-network");
  });

  it("behind a trusted proxy, takes the address it appended (the last), never one the client wrote before it", () => {
    env().trustProxy = true;
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(clientIp(request({ "x-forwarded-for": "1.2.3.4, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "5.6.7.8,203.0.113.7 " }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientIp(request({}))).toBe("unknown");
  });
});

describe("isSameOrigin: this machine's loopback names", () => {
  const config = env();
  const saved = { mode: config.mode, siteUrl: config.siteUrl };
  afterEach(() => Object.assign(config, saved));

  /** Whether a sign-in form posted from a page at `origin` is taken. */
  const takes = (origin: string) => isSameOrigin("POST", new Headers({ origin }));

  it("in the embedded mode, are one site on SITE_URL's port: localhost, 127.0.0.1 and [::1]", () => {
    config.mode = "embedded";
    for (const siteUrl of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      config.siteUrl = siteUrl;
      for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", "HTTP://LOCALHOST:3000/"]) {
        expect([siteUrl, origin, takes(origin)]).toEqual([siteUrl, origin, true]);
      }
      for (const origin of [
        "http://127.0.0.1:3001",
        "https://127.0.0.1:3000",
        "http://127.0.0.2:3000",
        "http://0.0.0.0:3000",
        "http://evil.localhost:3000",
        "http://192.168.1.5:3000",
      ]) {
        expect([siteUrl, origin, takes(origin)]).toEqual([siteUrl, origin, false]);
      }
    }
  });

  it("in the embedded mode at another address (the demo on a public host), leave SITE_URL's origin alone", () => {
    config.mode = "embedded";
    config.siteUrl = "https://demo.mindfulminds.example";
    expect(takes("https://demo.mindfulminds.example")).toBe(true);
    for (const origin of ["https://localhost", "http://localhost", "https://127.0.0.1"])
      expect([origin, takes(origin)]).toEqual([origin, false]);
  });

  it("in production, are not: SITE_URL's origin is the only one", () => {
    config.mode = "production";
    config.siteUrl = "http://localhost:3000";
    expect(takes("http://localhost:3000")).toBe(true);
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000"]) expect([origin, takes(origin)]).toEqual([origin, false]);
    expect(() => assertSameOrigin("POST", new Headers({ origin: "http://127.0.0.1:3000" }))).toThrow("Cross-site requests are not allowed");
  });
});
