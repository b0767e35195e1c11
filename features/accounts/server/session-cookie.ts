import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { getDb } from "@/lib/db/client";
import { users, type UserRow } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/session/auth.config";
import { createSession } from "@/lib/session/sessions";

/*
 * The sign-in of the Pages Router's forms (the sign-in and sign-up pages, which answer their own
 * post in getServerSideProps): Auth.js's `signIn()` reads next/headers, which a Pages Router page
 * has not, so the page opens the session itself and sets Auth.js's own session cookie, made as
 * Auth.js makes it at a Credentials sign-in (@auth/core lib/actions/callback): the same name,
 * token fields (lib/session/auth.config.ts `jwt`), encryption and lifetime. Auth.js reads it as
 * its own from then on (the session, the proxy's redirects, logout).
 */

/** Auth.js's session cookie name: `__Secure-` on https (lib/session/auth.config.ts `authRuntime`). */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}authjs.session-token`;
}

/** The token Auth.js's Credentials sign-in makes for `user` and its session (its default fields, then the jwt callback's). */
export function sessionToken(user: Pick<UserRow, "id" | "name" | "email" | "role" | "sessionVersion">, sessionId: string) {
  return {
    name: user.name,
    email: user.email,
    sub: user.id,
    uid: user.id,
    role: user.role,
    sv: user.sessionVersion,
    sid: sessionId,
  };
}

/**
 * Opens a cookie session for `user` (lib/session/sessions.ts, revoked by logout) and answers the
 * Set-Cookie header that carries it. A token of a few hundred bytes: never split into chunks.
 */
export async function signInCookie(user: UserRow, userAgent: string | null): Promise<string> {
  const { authSecret, siteUrl } = env();
  const secure = siteUrl.startsWith("https:");
  const name = sessionCookieName(secure);
  const sessionId = await createSession(user, "cookie", userAgent);
  const value = await encode({ token: sessionToken(user, sessionId), secret: authSecret, salt: name, maxAge: SESSION_MAX_AGE_SECONDS });
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000).toUTCString();
  return `${name}=${value}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The account row of a user just created (the sign-up signs it in at once). */
export async function userById(id: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
