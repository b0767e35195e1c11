/**
 * Server-side sessions (issue 12 §4): logout ends a session on the server, for Bearer tokens
 * (POST user/logout) and for the browser's cookie (Auth.js signOut → authEvents.signOut), and
 * "sign out of every device" (POST user/logout-all) ends them all.
 */
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import type { Session } from "next-auth";
import { beforeEach, describe, expect, it } from "vitest";
import { authEvents } from "@/features/accounts/server/auth";
import { sessions, users, type UserRow } from "@/lib/db/schema";
import { createUser, getDb, resetDb } from "@/test/db";
import { callHandler, withCookieSession, withRequestHeaders, type Call } from "@/test/api/request";
import { loadRoutes, type Method } from "@/test/api/routes";
import { getActor } from "./actor";
import { authConfig } from "./auth.config";
import { createSession, pruneSessions, SESSION_TTL_MS, TOUCH_EVERY_MS } from "./sessions";
import { issueApiToken, verifyApiToken } from "./token";

const routes = await loadRoutes();
function call(method: Method, c: Omit<Call, "method">) {
  const handler = routes.find((r) => r.route === c.route)?.methods[method];
  if (!handler) throw new Error(`No ${method} handler for ${c.route}`);
  return callHandler(handler, { method, ...c });
}
const profile = (token?: string) => call("GET", { route: "/api/v1/user/profile", token });
const logout = (token?: string) => call("POST", { route: "/api/v1/user/logout", token });
const logoutAll = (token?: string) => call("POST", { route: "/api/v1/user/logout-all", token });

async function sessionRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}
const sidOf = (token: string) => decodeJwt(token).sid as string;

/** getActor for a browser whose cookie carries these JWT claims: Auth.js's session callback turns them into the session `auth()` answers. */
async function actorWithCookie(claims: { uid: string; sv: number; sid?: string }, headers?: HeadersInit) {
  const session = authConfig.callbacks.session({
    session: {
      user: { id: "", name: "", email: "", role: "user" },
      sessionVersion: 0,
      expires: new Date(Date.now() + 60_000).toISOString(),
    },
    token: claims,
  } as unknown as Parameters<typeof authConfig.callbacks.session>[0]) as Session;
  const actor = () => withCookieSession(session, () => getActor());
  return headers ? withRequestHeaders(headers, actor) : actor();
}

let user: UserRow;
beforeEach(async () => {
  await resetDb();
  user = await createUser({ role: "user" });
});

describe("Bearer tokens", () => {
  it("carry the id of a session opened at sign-in, which the token's logout ends", async () => {
    const token = await issueApiToken(user, "curl/8");
    const claims = await verifyApiToken(token);
    expect(claims).toEqual({ userId: user.id, sessionVersion: user.sessionVersion, sessionId: sidOf(token) });
    expect(await sessionRow(claims!.sessionId)).toMatchObject({ userId: user.id, kind: "token", userAgent: "curl/8", revokedAt: null });

    expect((await profile(token)).status).toBe(200);
    const out = await logout(token);
    expect(out.status).toBe(200);
    expect(out.body.message).toBe("Logged out successfully");
    expect((await sessionRow(claims!.sessionId))?.revokedAt).toBeInstanceOf(Date);
    // The same token, still validly signed and unexpired, no longer works.
    expect((await profile(token)).status).toBe(401);
    expect((await logout(token)).status).toBe(401);
  });

  it("logout without a valid token is a 401", async () => {
    expect((await logout()).status).toBe(401);
    expect((await logout("not-a-token")).status).toBe(401);
  });

  it("logging out one token leaves the person's other sessions open", async () => {
    const phone = await issueApiToken(user);
    const laptop = await issueApiToken(user);
    await logout(phone);
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(laptop)).status).toBe(200);
  });

  it("refuses a token without a session id (issued before sessions could be ended), an expired or another person's session", async () => {
    const sign = (claims: Record<string, unknown>, sub = user.id) =>
      new SignJWT({ sv: user.sessionVersion, ...claims })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sub)
        .setIssuer("mindful-minds-api")
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(process.env.AUTH_SECRET));
    const open = await createSession(user, "token");
    // The control: a token made the same way for an open session works.
    expect((await profile(await sign({ sid: open }))).status).toBe(200);
    expect((await profile(await sign({}))).status).toBe(401);
    expect((await profile(await sign({ sid: "not-a-uuid" }))).status).toBe(401);
    const other = await createUser({ role: "admin" });
    expect(await profile(await sign({ sid: await createSession(other, "token") }))).toMatchObject({ status: 401 });
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, open));
    expect((await profile(await sign({ sid: open }))).status).toBe(401);
  });
});

describe("cookie sessions", () => {
  it("are signed in while their session is open, and not once it was ended by the browser's logout", async () => {
    const sid = await createSession(user, "cookie", "Firefox");
    await expect(actorWithCookie({ uid: user.id, sv: user.sessionVersion, sid })).resolves.toMatchObject({ id: user.id, sessionId: sid });

    // Auth.js's signOut hands the cookie's token to the signOut event.
    await authEvents.signOut({ token: { uid: user.id, sv: user.sessionVersion, sid } });
    expect((await sessionRow(sid))?.revokedAt).toBeInstanceOf(Date);
    // A copy of the cookie taken before the logout no longer signs anyone in.
    await expect(actorWithCookie({ uid: user.id, sv: user.sessionVersion, sid })).resolves.toBeNull();
  });

  it("are not looked for when the request has no session cookie: a guest's request never asks Auth.js", async () => {
    const sid = await createSession(user, "cookie", "Firefox");
    const claims = { uid: user.id, sv: user.sessionVersion, sid };
    await expect(actorWithCookie(claims, { cookie: "theme=dark; authjs.csrf-token=abc" })).resolves.toBeNull();
    await expect(actorWithCookie(claims, { cookie: "theme=dark; __Secure-authjs.session-token.0=part" })).resolves.toMatchObject({
      id: user.id,
    });
  });

  it("refuses a cookie without a session id (issued before this change)", async () => {
    await expect(actorWithCookie({ uid: user.id, sv: user.sessionVersion })).resolves.toBeNull();
  });

  it("slide on while used, at most one write an hour", async () => {
    const sid = await createSession(user, "cookie");
    const db = await getDb();
    const longAgo = new Date(Date.now() - TOUCH_EVERY_MS - 60_000);
    await db
      .update(sessions)
      .set({ lastSeenAt: longAgo, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, sid));
    await actorWithCookie({ uid: user.id, sv: user.sessionVersion, sid });
    const touched = await sessionRow(sid);
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(touched!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS.cookie - 10_000);
    // A second request within the hour writes nothing.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, sid));
    await actorWithCookie({ uid: user.id, sv: user.sessionVersion, sid });
    expect((await sessionRow(sid))!.expiresAt.getTime()).toBeLessThan(Date.now() + 61_000);
  });
});

describe("sign out of every device", () => {
  it("ends every session of the person, cookie and tokens, and moves the session version on", async () => {
    const here = await issueApiToken(user);
    const phone = await issueApiToken(user);
    const browser = await createSession(user, "cookie");
    const someoneElse = await createUser({ role: "user" });
    const theirs = await issueApiToken(someoneElse);

    const result = await logoutAll(here);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe("Signed out of every device");
    expect((await profile(here)).status).toBe(401);
    expect((await profile(phone)).status).toBe(401);
    await expect(actorWithCookie({ uid: user.id, sv: user.sessionVersion, sid: browser })).resolves.toBeNull();
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.sessionVersion).toBe(user.sessionVersion + 1);
    // Nobody else is signed out.
    expect((await profile(theirs)).status).toBe(200);
  });

  it("is a 401 without a session", async () => {
    expect((await logoutAll()).status).toBe(401);
  });
});

it("prunes sessions that ended more than a day ago", async () => {
  const current = await createSession(user, "token");
  const expired = await createSession(user, "token");
  const revoked = await createSession(user, "cookie");
  const db = await getDb();
  const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60_000);
  await db.update(sessions).set({ expiresAt: twoDaysAgo }).where(eq(sessions.id, expired));
  await db.update(sessions).set({ revokedAt: twoDaysAgo }).where(eq(sessions.id, revoked));
  await pruneSessions(db);
  expect((await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id)).toEqual([current]);
});
