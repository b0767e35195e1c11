/**
 * Auth.js's cookies are secure whenever the site is HTTPS (lib/session/auth.config.ts
 * `authRuntime`), decided by SITE_URL and not by a proxy's X-Forwarded-Proto, which a TLS proxy
 * may not send.
 */
import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/auth/[...nextauth]/route";
import { env } from "@/lib/config/env";
import { NextRequest } from "next/server";

const siteUrl = env().siteUrl;

afterEach(() => {
  env().siteUrl = siteUrl;
});

/** The Set-Cookie lines of GET /api/auth/csrf, asked over plain HTTP as a TLS proxy forwards it without X-Forwarded-Proto. */
async function csrfCookies(): Promise<string[]> {
  const response = await GET(new NextRequest("http://127.0.0.1:3000/api/auth/csrf"));
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

describe("Auth.js cookies", () => {
  it("are Secure, with the __Host- name, when SITE_URL is HTTPS, though the proxy says nothing of HTTPS", async () => {
    env().siteUrl = "https://mindfulminds.example";
    const cookies = await csrfCookies();
    const csrf = cookies.find((line) => line.includes("csrf-token="));
    expect(csrf).toMatch(/^__Host-authjs\.csrf-token=/);
    expect(csrf).toMatch(/;\s*Secure/i);
    expect(csrf).toMatch(/;\s*HttpOnly/i);
  });

  it("are plain on a site served over HTTP (the embedded demo on localhost)", async () => {
    env().siteUrl = "http://localhost:3000";
    const csrf = (await csrfCookies()).find((line) => line.includes("csrf-token="));
    expect(csrf).toMatch(/^authjs\.csrf-token=/);
    expect(csrf).not.toMatch(/;\s*Secure/i);
  });
});
