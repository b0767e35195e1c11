/**
 * Clients on another origin (issue 13 §4): CORS_ORIGINS names the origins whose pages may call
 * /api/v1 with Bearer tokens. proxy.ts answers every /api/v1 preflight (lib/http/cors.ts), apiRoute adds
 * the CORS headers to the answers; credentials are never allowed cross-origin, and any other
 * origin gets no CORS header (its browser keeps the answer from the page). The Origin check of
 * cookie mutations (lib/http/index.ts) is unchanged for an allowed origin: a cookie never counts
 * cross-origin.
 */
import { decodeJwt } from "jose";
import { NextRequest, type NextFetchEvent } from "next/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env, loadEnv } from "@/lib/config/env";
import { createUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { proxy } from "@/proxy";
import { findUser, signIn } from "./actors";
import { ORIGIN, callHandler, pathFor, withCookieSession, type Call } from "./request";
import { loadRoutes, type Method } from "./routes";

const ALLOWED = "https://app.example.org";
const REFUSED = "https://evil.example";
const routes = await loadRoutes();

function call(method: Method, c: Omit<Call, "method">) {
  const handler = routes.find((r) => r.route === c.route)?.methods[method];
  if (!handler) throw new Error(`No ${method} handler for ${c.route}`);
  return callHandler(handler, { method, ...c });
}

/** The proxy's API branch answers before reading the event (it only passes it to Auth.js's wrapper). */
const noEvent = {} as NextFetchEvent;

/** What the browser sends before a cross-origin call with a Bearer token and a JSON body. */
async function preflight(path: string, origin: string, method = "POST"): Promise<Response> {
  const req = new NextRequest(new URL(path, ORIGIN), {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": "authorization,content-type" },
  });
  const response = await proxy(req, noEvent);
  if (!response) throw new Error(`The proxy gave no answer to the preflight of ${path}`);
  return response;
}

const CORS_HEADERS = [
  "access-control-allow-origin",
  "access-control-allow-methods",
  "access-control-allow-headers",
  "access-control-max-age",
  "access-control-expose-headers",
];
function corsHeadersOf(response: Response): Record<string, string> {
  return Object.fromEntries(CORS_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
}

beforeEach(async () => {
  await resetDb();
  env().corsOrigins = [ALLOWED, "http://localhost:5173"];
});
afterEach(() => {
  env().corsOrigins = [];
});

describe("CORS_ORIGINS", () => {
  const load = (value?: string) =>
    loadEnv({
      NODE_ENV: "test",
      AUTH_SECRET: "a-test-secret-of-at-least-32-characters",
      BANK_ACCOUNT_KEY: process.env.BANK_ACCOUNT_KEY,
      CORS_ORIGINS: value,
    });

  it("is empty by default and takes a comma-separated list of origins, in the form browsers send", () => {
    expect(load().corsOrigins).toEqual([]);
    expect(load("").corsOrigins).toEqual([]);
    expect(load(" https://App.Example.org , http://localhost:5173,https://x.example:443").corsOrigins).toEqual([
      "https://app.example.org",
      "http://localhost:5173",
      "https://x.example",
    ]);
  });

  it.each([
    "*",
    "https://*.example.org",
    "https://app.example.org/",
    "https://app.example.org/app",
    "app.example.org",
    "ftp://app.example.org",
    "https://user@app.example.org",
    "null",
  ])("refuses %j at start", (value) => {
    expect(() => load(`http://localhost:5173,${value}`)).toThrow(`CORS_ORIGINS: "${value}" is not an origin`);
  });
});

describe("preflight", () => {
  it("answers every /api/v1 route for an allowed origin: 204 with the CORS headers, never credentials", async () => {
    const apiRoutes = routes.filter((r) => r.route.startsWith("/api/v1/"));
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const { route } of apiRoutes) {
      const params = Object.fromEntries([...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => [m[1]!, "x"]));
      const response = await preflight(pathFor(route, params), ALLOWED);
      expect([route, response.status, corsHeadersOf(response)]).toEqual([
        route,
        204,
        {
          "access-control-allow-origin": ALLOWED,
          "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
          "access-control-allow-headers": "Authorization, Content-Type",
          "access-control-max-age": "3600",
        },
      ]);
      expect(response.headers.get("vary")).toBe("Origin");
      expect(response.headers.has("access-control-allow-credentials")).toBe(false);
    }
  });

  it("gives a refused origin no CORS header, and leaves a plain OPTIONS to the route", async () => {
    for (const origin of [REFUSED, "http://localhost:3000", "https://app.example.org.evil.example", "null"]) {
      const response = await preflight("/api/v1/user/login", origin);
      expect([origin, response.status, corsHeadersOf(response)]).toEqual([origin, 204, {}]);
      expect(response.headers.get("vary")).toBe("Origin");
    }
    const plain = new NextRequest(new URL("/api/v1/user/login", ORIGIN), { method: "OPTIONS", headers: { origin: ALLOWED } });
    const passed = await proxy(plain, noEvent);
    expect(passed?.headers.get("x-middleware-next")).toBe("1");
    expect(corsHeadersOf(passed!)).toEqual({});
  });

  it("allows no origin while CORS_ORIGINS is empty", async () => {
    env().corsOrigins = [];
    const response = await preflight("/api/v1/user/login", ALLOWED);
    expect([response.status, corsHeadersOf(response)]).toEqual([204, {}]);
    expect(response.headers.has("vary")).toBe(false);
  });
});

describe("calls with a Bearer token", () => {
  const exposed = { "access-control-allow-origin": ALLOWED, "access-control-expose-headers": "X-Total-Count, Link, Retry-After" };

  it("from an allowed origin carry Access-Control-Allow-Origin, on GET, POST and errors alike, never credentials", async () => {
    const { token } = await signIn("user");
    const video = await insertVideo();
    const get = await call("GET", { route: "/api/v1/user/profile", token, headers: { origin: ALLOWED } });
    const post = await call("POST", {
      route: "/api/v1/watchedVideo/watched/[videoId]",
      params: { videoId: video.id },
      body: { progress: 12, videoLength: 600 },
      token,
      headers: { origin: ALLOWED },
    });
    const unauthorised = await call("GET", { route: "/api/v1/user/profile", headers: { origin: ALLOWED } });
    const unknown = await call("GET", { route: "/api/v1/[...path]", params: { path: ["nothing"] }, token, headers: { origin: ALLOWED } });
    for (const [result, status] of [
      [get, 200],
      [post, 200],
      [unauthorised, 401],
      [unknown, 404],
    ] as const) {
      expect([result.status, corsHeadersOf(result.response)]).toEqual([status, exposed]);
      expect(result.response.headers.get("vary")).toBe("Origin");
      expect(result.response.headers.has("access-control-allow-credentials")).toBe(false);
    }
    expect(post.body.watchedVideo).toMatchObject({ progress: 12, videoId: video.id });
  });

  it("from a refused origin carry no CORS header (the server answers, the browser keeps it from the page)", async () => {
    const { token } = await signIn("user");
    const video = await insertVideo();
    const get = await call("GET", { route: "/api/v1/user/profile", token, headers: { origin: REFUSED } });
    const post = await call("POST", {
      route: "/api/v1/watchedVideo/watched/[videoId]",
      params: { videoId: video.id },
      body: { progress: 12, videoLength: 600 },
      token,
      headers: { origin: REFUSED },
    });
    for (const result of [get, post]) {
      expect([result.status, corsHeadersOf(result.response)]).toEqual([200, {}]);
      expect(result.response.headers.get("vary")).toBe("Origin");
    }
  });

  it("are not refused for a session cookie sent along: the token authenticates", async () => {
    const { row, token } = await signIn("user");
    const result = await call("PUT", {
      route: "/api/v1/user/update-profile/[id]",
      params: { id: row!.id },
      body: { name: "From another origin" },
      token,
      headers: { origin: ALLOWED, cookie: "authjs.session-token=eyJhbGciOi.x.y" },
    });
    expect(result.status).toBe(200);
    expect((await findUser(row!.id))?.name).toBe("From another origin");
  });
});

describe("requests without a session cookie", () => {
  it("sign in from any origin: a foreign origin with the right password gets a token", async () => {
    const user = await createUser({ role: "user" });
    for (const origin of [ALLOWED, REFUSED]) {
      const login = await call("POST", {
        route: "/api/v1/user/login",
        body: { email: user.email, password: TEST_PASSWORD },
        headers: { origin },
      });
      expect([origin, login.status]).toEqual([origin, 200]);
      const { data } = login.body as { data: { token: string } };
      expect(decodeJwt(data.token).sub).toBe(user.id);
    }
  });
});

describe("cookie-authenticated mutations", () => {
  it("are still refused from another origin, an allowed one included; from ours they go through", async () => {
    const { row, token } = await signIn("user");
    // The browser's cookie session (what Auth.js's session callback makes of the cookie's JWT).
    const session = { user: { id: row!.id }, sessionVersion: row!.sessionVersion, sessionId: decodeJwt(token!).sid };
    const change = (origin: string, name: string) =>
      withCookieSession(session, () =>
        call("PUT", {
          route: "/api/v1/user/update-profile/[id]",
          params: { id: row!.id },
          body: { name },
          headers: { origin, cookie: "authjs.session-token=eyJhbGciOi.x.y" },
        }),
      );
    for (const origin of [ALLOWED, REFUSED]) {
      const refused = await change(origin, "Changed elsewhere");
      expect([origin, refused.status, refused.body]).toEqual([
        origin,
        403,
        { message: "Cross-site requests are not allowed", requestId: expect.any(String) },
      ]);
      expect(refused.response.headers.has("access-control-allow-credentials")).toBe(false);
    }
    expect((await findUser(row!.id))?.name).toBe(row!.name);
    expect((await change(ORIGIN, "Changed here")).status).toBe(200);
    expect((await findUser(row!.id))?.name).toBe("Changed here");
  });
});
