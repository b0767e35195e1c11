/**
 * The /api/v1 conventions of DESIGN.md 5 that are not about who may do what: unknown paths,
 * malformed bodies, Bearer token validity, and the Origin check of lib/http/index.ts.
 */
import { eq, sql } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { watchedVideos } from "@/lib/db/schema";
import { countRows, getDb, resetDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { findUser, resetTokenFor, signIn } from "./actors";
import { ORIGIN, callHandler, type Call } from "./request";
import { loadRoutes, type Method } from "./routes";

const routes = await loadRoutes();
function call(method: Method, c: Omit<Call, "method">) {
  const handler = routes.find((r) => r.route === c.route)?.methods[method];
  if (!handler) throw new Error(`No ${method} handler for ${c.route}`);
  return callHandler(handler, { method, ...c });
}

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

describe("unknown paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)(
    "%s of an unknown /api/v1 path is a JSON 404 with a message",
    async (method) => {
      const result = await call(method, {
        route: "/api/v1/[...path]",
        params: { path: ["nothing", "here"] },
        body: method === "GET" ? undefined : {},
      });
      expect(result.status).toBe(404);
      expect(result.response.headers.get("content-type")).toContain("application/json");
      expect(result.body).toEqual({ message: "Not found", requestId: expect.any(String) });
    },
  );
});

describe("request bodies", () => {
  const malformed = '{"email": "a@b.org", ';

  it("answers malformed JSON with 400 on every route that reads a body", async () => {
    const user = await signIn("user");
    const superadmin = await signIn("superadmin");
    const admin = await createAdminTarget();
    const cases: [Method, Omit<Call, "method">][] = [
      ["POST", { route: "/api/v1/user/login" }],
      ["POST", { route: "/api/v1/user/register" }],
      ["POST", { route: "/api/v1/user/forgot-password" }],
      ["POST", { route: "/api/v1/user/reset-password/[token]", params: { token: await resetTokenFor(user.row!.id) } }],
      ["PUT", { route: "/api/v1/user/update-profile/[id]", params: { id: user.row!.id }, token: user.token }],
      ["POST", { route: "/api/v1/user/create-user-by-admin", token: superadmin.token }],
      ["PUT", { route: "/api/v1/user/[id]/allowedTabs", params: { id: admin }, token: superadmin.token }],
    ];
    for (const [method, c] of cases) {
      const result = await call(method, { ...c, body: malformed });
      expect([method, c.route, result.status, result.body]).toEqual([
        method,
        c.route,
        400,
        { message: "The request body must be valid JSON", requestId: expect.any(String) },
      ]);
    }
    // Nothing was changed by the refused calls.
    expect((await findUser(user.row!.id))?.name).toBe(user.row!.name);
  });

  it("answers a JSON body that is not an object with 422", async () => {
    const result = await call("POST", { route: "/api/v1/user/register", body: "[1, 2]" });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe("The request body must be a JSON object");
  });

  it("answers an over-large body with 413", async () => {
    const result = await call("POST", { route: "/api/v1/user/register", body: JSON.stringify({ name: "x".repeat(1_100_000) }) });
    expect(result.status).toBe(413);
  });

  it("returns field errors with a 422", async () => {
    const result = await call("POST", {
      route: "/api/v1/user/register",
      body: { name: "A", email: "a@example.org", password: "a-long-password", confirmPassword: "other-password", role: "user" },
    });
    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      message: "Passwords do not match",
      errors: { confirmPassword: "Passwords do not match" },
      requestId: expect.any(String),
    });
  });

  it("sends Retry-After with a 429", async () => {
    // 10 reset requests an hour from one network, whatever the e-mail.
    for (let i = 0; i < 10; i++) {
      expect((await call("POST", { route: "/api/v1/user/forgot-password", body: { email: `limited${i}@example.org` } })).status).toBe(200);
    }
    const result = await call("POST", { route: "/api/v1/user/forgot-password", body: { email: "limited@example.org" } });
    expect(result.status).toBe(429);
    expect(Number(result.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(result.body.message).toMatch(/Please try again in \d+ minutes?\./);
  });
});

async function createAdminTarget() {
  return (await signIn("admin")).row!.id;
}

describe("Bearer tokens", () => {
  const profile = (token: string | undefined, headers?: Record<string, string>) =>
    call("GET", { route: "/api/v1/user/profile", token, headers });

  it("the login route issues a token that authenticates", async () => {
    const { row } = await signIn("instructor");
    const login = await call("POST", {
      route: "/api/v1/user/login",
      body: { email: row!.email, password: "correct-horse-battery-staple" },
    });
    expect(login.status).toBe(200);
    const data = login.body.data as { token: string; user: Record<string, unknown> };
    expect(data.user).toMatchObject({ id: row!.id, role: "instructor" });
    expect(data.user).not.toHaveProperty("passwordHash");
    const me = await profile(data.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: row!.id });
  });

  it("refuses a token once the user's session version moved on", async () => {
    const { row, token } = await signIn("user");
    expect((await profile(token)).status).toBe(200);
    const db = await getDb();
    await db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, row!.id));
    const result = await profile(token);
    expect(result.status).toBe(401);
    expect(result.body.message).toBe("Please sign in to continue.");
  });

  it("a password reset through the API ends the old token", async () => {
    const { row, token } = await signIn("school");
    const reset = await call("POST", {
      route: "/api/v1/user/reset-password/[token]",
      params: { token: await resetTokenFor(row!.id) },
      body: { password: "a-new-password", confirmPassword: "a-new-password" },
    });
    expect(reset.status).toBe(200);
    expect((await profile(token)).status).toBe(401);
  });

  it("refuses the token of a deleted or rejected account", async () => {
    const deleted = await signIn("user");
    const rejected = await signIn("instructor");
    const db = await getDb();
    await db.delete(users).where(eq(users.id, deleted.row!.id));
    await db.update(users).set({ status: "rejected" }).where(eq(users.id, rejected.row!.id));
    expect((await profile(deleted.token)).status).toBe(401);
    expect((await profile(rejected.token)).status).toBe(401);
  });

  it("refuses an expired, badly signed, foreign-issuer or malformed token", async () => {
    const { row, token } = await signIn("superadmin");
    const now = Math.floor(Date.now() / 1000);
    const make = (opts: { secret?: string; exp?: number; iss?: string }) =>
      new SignJWT({ role: "superadmin", sv: row!.sessionVersion, sid: decodeJwt(token!).sid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(row!.id)
        .setIssuer(opts.iss ?? "mindful-minds-api")
        .setIssuedAt(now - 7200)
        .setExpirationTime(opts.exp ?? now + 3600)
        .sign(new TextEncoder().encode(opts.secret ?? process.env.AUTH_SECRET));

    // The control: a token made the same way with the right secret works.
    expect((await profile(await make({}))).status).toBe(200);
    expect((await profile(await make({ exp: now - 60 }))).status).toBe(401);
    expect((await profile(await make({ secret: "another-secret-that-is-long-enough-0123456789" }))).status).toBe(401);
    expect((await profile(await make({ iss: "someone-else" }))).status).toBe(401);
    const [h, p] = token!.split(".");
    expect((await profile(`${h}.${p}.`)).status).toBe(401);
    expect((await profile("garbage")).status).toBe(401);
    // An Authorization header that is not a Bearer token does not authenticate either.
    expect((await profile(undefined, { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` })).status).toBe(401);
    expect((await profile(undefined, { authorization: "Bearer" })).status).toBe(401);
  });

  it("takes role and approval from the database, not from the token", async () => {
    const { row, token } = await signIn("admin");
    const db = await getDb();
    await db.update(users).set({ role: "user" }).where(eq(users.id, row!.id));
    expect((await call("GET", { route: "/api/v1/user/getAllPendingUsers", token })).status).toBe(403);
    await db.update(users).set({ role: "admin", status: "pending" }).where(eq(users.id, row!.id));
    const pending = await call("GET", { route: "/api/v1/user/getAllPendingUsers", token });
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe("Your account is awaiting approval.");
  });
});

/**
 * lib/http/index.ts: a request with a method other than GET/HEAD/OPTIONS and no Authorization header
 * whose Origin is not ours is refused with 403 "Cross-site requests are not allowed", before
 * anything else happens. Ours means scheme, host and port equal to SITE_URL's (vitest.config.mts:
 * http://localhost:3000), or to the X-Forwarded-Proto and X-Forwarded-Host of a trusted proxy
 * (TRUST_PROXY=true only). Only a request that carries the session cookie is checked: without it
 * (login, register, forgot-password, a client on another origin) the browser adds nothing of ours
 * and no API route sets a cookie, so it goes on whatever its Origin. A request with the cookie and
 * no Origin is refused unless the browser says it is same-origin (Sec-Fetch-Site). A
 * Bearer-authenticated request is never refused (browsers do not attach Bearer tokens on their
 * own, and with one the cookie is not read), nor a GET. (The sign-in forms' server actions keep
 * the rule without a cookie too: features/accounts/server/actions.test.ts.)
 */
describe("Origin check of mutations", () => {
  // Any value: the tests' auth() reads no cookie (test/request-scope.ts), so past the check the caller is a guest.
  const sessionCookie = { cookie: "theme=light; authjs.session-token=eyJhbGciOi.x.y" };
  const foreign = { origin: "https://evil.example", ...sessionCookie };

  it("refuses a foreign-origin mutation with the session cookie and no Authorization, before authentication", async () => {
    const { row } = await signIn("user");
    const result = await call("PUT", {
      route: "/api/v1/user/update-profile/[id]",
      params: { id: row!.id },
      body: { name: "Evil" },
      headers: foreign,
    });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: "Cross-site requests are not allowed", requestId: expect.any(String) });
    expect((await findUser(row!.id))?.name).toBe(row!.name);
  });

  it.each([
    ["POST", "/api/v1/user/login", { email: "a@example.org", password: "whatever-password" }],
    [
      "POST",
      "/api/v1/user/register",
      { name: "A", email: "a@example.org", password: "a-long-password", confirmPassword: "a-long-password", role: "user" },
    ],
    ["POST", "/api/v1/user/forgot-password", { email: "a@example.org" }],
  ] as const)("refuses a foreign-origin %s %s that carries the session cookie, public ones too", async (method, route, body) => {
    const result = await call(method, { route, body, headers: foreign });
    expect(result.status).toBe(403);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });

  it("lets a foreign-origin mutation without the session cookie go on to its route", async () => {
    const origin = "https://evil.example";
    const forgot = await call("POST", { route: "/api/v1/user/forgot-password", body: { email: "a@example.org" }, headers: { origin } });
    expect(forgot.status).toBe(200);
    const login = await call("POST", {
      route: "/api/v1/user/login",
      body: { email: "a@example.org", password: "whatever-password" },
      headers: { origin },
    });
    expect([login.status, login.body.message]).toEqual([401, "Invalid email or password"]);
    const guest = await call("DELETE", {
      route: "/api/v1/user/delete-user/[id]",
      params: { id: crypto.randomUUID() },
      headers: { origin, cookie: "theme=light" },
    });
    expect(guest.status).toBe(401);
  });

  it("also refuses an Origin that is not a URL, and `null`", async () => {
    for (const origin of ["null", "not a url"]) {
      const result = await call("POST", {
        route: "/api/v1/user/forgot-password",
        body: { email: "a@example.org" },
        headers: { origin, ...sessionCookie },
      });
      expect(result.status).toBe(403);
    }
  });

  it("lets through our own origin, no Origin and no session cookie, and Bearer requests", async () => {
    const body = { email: "a@example.org" };
    const route = "/api/v1/user/forgot-password";
    expect((await call("POST", { route, body, headers: { origin: ORIGIN, ...sessionCookie } })).status).toBe(200);
    // The same origin written differently (a trailing slash, upper case, the default port named).
    expect((await call("POST", { route, body, headers: { origin: "HTTP://LOCALHOST:3000/", ...sessionCookie } })).status).toBe(200);
    expect((await call("POST", { route, body })).status).toBe(200);

    const { row, token } = await signIn("user");
    const withBearer = await call("PUT", {
      route: "/api/v1/user/update-profile/[id]",
      params: { id: row!.id },
      body: { name: "From an app" },
      token,
      headers: foreign,
    });
    expect(withBearer.status).toBe(200);
  });

  it.each([
    ["another scheme", "https://localhost:3000"],
    ["another port", "http://localhost:3001"],
    ["no port where SITE_URL has one", "http://localhost"],
    ["another host on the same port", "http://mindfulminds.example:3000"],
    ["a subdomain", "http://evil.localhost:3000"],
  ])("refuses %s than SITE_URL's (%s)", async (_what, origin) => {
    const result = await call("POST", {
      route: "/api/v1/user/forgot-password",
      body: { email: "a@example.org" },
      headers: { origin, ...sessionCookie },
    });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: "Cross-site requests are not allowed", requestId: expect.any(String) });
  });

  describe("forwarded headers", () => {
    const behindProxy = { origin: "https://mmf.example", "x-forwarded-host": "mmf.example", "x-forwarded-proto": "https" };
    const send = (headers: Record<string, string>) =>
      call("POST", { route: "/api/v1/user/forgot-password", body: { email: "a@example.org" }, headers: { ...headers, ...sessionCookie } });
    const withTrustedProxy = async (run: () => Promise<void>) => {
      const config = env();
      config.trustProxy = true;
      try {
        await run();
      } finally {
        config.trustProxy = false;
      }
    };

    it("ignores X-Forwarded-Host and X-Forwarded-Proto without TRUST_PROXY", async () => {
      expect((await send(behindProxy)).status).toBe(403);
      expect((await send({ ...behindProxy, host: "mmf.example" })).status).toBe(403);
    });

    it("accepts the origin a trusted proxy forwards, compared by scheme, host and port", async () => {
      await withTrustedProxy(async () => {
        expect((await send(behindProxy)).status).toBe(200);
        expect((await send({ ...behindProxy, "x-forwarded-proto": "http" })).status).toBe(403);
        expect((await send({ ...behindProxy, "x-forwarded-host": "mmf.example:8443" })).status).toBe(403);
        // Without the scheme the proxy's origin is unknown: only SITE_URL's counts.
        const hostOnly = { origin: behindProxy.origin, "x-forwarded-host": behindProxy["x-forwarded-host"] };
        expect((await send(hostOnly)).status).toBe(403);
        expect((await send({ ...hostOnly, origin: ORIGIN })).status).toBe(200);
      });
    });
  });

  describe("a request without Origin", () => {
    const route = "/api/v1/user/delete-user/[id]";
    const withCookie = { cookie: "theme=light; authjs.session-token=eyJhbGciOi.x.y" };
    const send = (headers: Record<string, string>) => call("DELETE", { route, params: { id: crypto.randomUUID() }, headers });

    it("is refused when it carries the session cookie and no Sec-Fetch-Site: same-origin", async () => {
      for (const headers of [
        withCookie,
        { ...withCookie, "sec-fetch-site": "cross-site" },
        { ...withCookie, "sec-fetch-site": "same-site" },
        { ...withCookie, "sec-fetch-site": "none" },
        { cookie: "__Secure-authjs.session-token.0=part" },
      ]) {
        const result = await send(headers);
        expect([headers, result.status, result.body]).toEqual([
          headers,
          403,
          { message: "Cross-site requests are not allowed", requestId: expect.any(String) },
        ]);
      }
    });

    it("goes on to authentication with Sec-Fetch-Site: same-origin, or without the session cookie", async () => {
      // The session cookie is not read in these tests (test/request-scope.ts): a guest, 401.
      expect((await send({ ...withCookie, "sec-fetch-site": "same-origin" })).status).toBe(401);
      expect((await send({ cookie: "theme=light" })).status).toBe(401);
      expect((await send({})).status).toBe(401);
    });
  });

  it("does not apply to GET requests", async () => {
    const result = await call("GET", { route: "/api/v1/school/getAllSchool", headers: foreign });
    expect(result.status).toBe(200);
    // A same-origin mutation by a guest goes on to authentication (401, not 403).
    const guest = await call("DELETE", {
      route: "/api/v1/user/delete-user/[id]",
      params: { id: crypto.randomUUID() },
      headers: { origin: ORIGIN, ...sessionCookie },
    });
    expect(guest.status).toBe(401);
  });
});

/**
 * navigator.sendBeacon sends the progress save on page unload: a JSON string with the session
 * cookie, as text/plain (a string body) or application/json (a Blob with that type), and with
 * the page's Origin. lib/http/index.ts reads the body as JSON whatever its Content-Type, and the
 * Origin check applies as to any other mutation.
 */
describe("progress saves sent with sendBeacon", () => {
  const route = "/api/v1/watchedVideo/watched/[videoId]";
  const beacon = JSON.stringify({ progress: 12, videoLength: 600, playedFrom: 0, sentAt: Date.now() });

  it("accepts a JSON body sent as text/plain from our own origin", async () => {
    const { token } = await signIn("user");
    const video = await insertVideo();
    for (const type of ["text/plain;charset=UTF-8", "application/json"]) {
      const result = await call("POST", {
        route,
        params: { videoId: video.id },
        body: beacon,
        token,
        headers: { "content-type": type, origin: ORIGIN },
      });
      expect([type, result.status]).toEqual([type, 200]);
      expect(result.body.watchedVideo).toMatchObject({ progress: 12, videoId: video.id });
    }
  });

  it("refuses the same beacon from a foreign origin without a Bearer token, and malformed text", async () => {
    const video = await insertVideo();
    const foreign = await call("POST", {
      route,
      params: { videoId: video.id },
      body: beacon,
      // A beacon carries the page's cookies.
      headers: { "content-type": "text/plain", origin: "https://evil.example", cookie: "authjs.session-token=eyJhbGciOi.x.y" },
    });
    expect(foreign.status).toBe(403);
    const { token } = await signIn("user");
    const malformed = await call("POST", {
      route,
      params: { videoId: video.id },
      body: "progress=12",
      token,
      headers: { "content-type": "text/plain" },
    });
    expect(malformed.status).toBe(400);
    expect(await countRows(watchedVideos)).toBe(0);
  });
});
