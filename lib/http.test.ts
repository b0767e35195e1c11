import { afterEach, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { clientIp } from "./http";

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
