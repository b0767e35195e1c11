import type { NextAuthConfig } from "next-auth";
import "next-auth/jwt";
import type { Role } from "@/lib/db/schema";
import { safeCallbackUrl } from "@/lib/auth/roles";
import { env } from "@/lib/config/env";

declare module "next-auth" {
  interface User {
    role?: Role;
    sessionVersion?: number;
    /** The server-side session opened at sign-in (lib/session/sessions.ts). */
    sessionId?: string;
  }
  interface Session {
    user: { id: string; name: string; email: string; role: Role };
    sessionVersion: number;
    sessionId?: string;
  }
}
declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    role?: Role;
    sv?: number;
    sid?: string;
  }
}

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The part of the Auth.js configuration that needs no database: used by proxy.ts for coarse
 * redirects, and extended with the Credentials provider in `./index.ts`. Role and approval
 * are always re-read from the database on the server (lib/session/actor.ts), with the session
 * whose id the cookie carries (`sid`).
 */
export const authConfig = {
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  providers: [],
  logger: {
    // A wrong password is an everyday event, not an error with a stack trace.
    error(error: Error) {
      if (error.name === "CredentialsSignin" || (error as { type?: string }).type === "CredentialsSignin") return;
      // Loaded on first use: the proxy (proxy.ts) imports this configuration and should not load the logger up front.
      void import("@/lib/observability/log").then(({ log }) => log.error({ component: "auth", err: error }, "Auth.js error"));
    },
    warn() {},
    debug() {},
  },
  callbacks: {
    /**
     * Where Auth.js's own handlers send the browser after a sign-in or sign-out post (and what
     * `signIn` on the server answers): the callbackUrl, a path or an address of this site, when
     * safeCallbackUrl keeps its path, else the home page. Auth.js's default took any string
     * beginning with `/` as it came (`/..//evil.example`, a browser's `//evil.example`), and threw
     * on one that is not a URL (`signIn` on the server passes the Referer).
     */
    redirect({ url, baseUrl }) {
      const absolute = URL.parse(url);
      const path = absolute ? (absolute.origin === baseUrl ? absolute.pathname + absolute.search + absolute.hash : null) : url;
      return `${baseUrl}${safeCallbackUrl(path) ?? "/"}`;
    },
    jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.role = user.role;
        token.sv = user.sessionVersion;
        token.sid = user.sessionId;
      }
      return token;
    },
    session({ session, token }) {
      if (token.uid) {
        session.user = { ...session.user, id: token.uid, role: token.role ?? "user" };
        session.sessionVersion = token.sv ?? 0;
        session.sessionId = token.sid;
      }
      return session;
    },
  },
} satisfies NextAuthConfig;

/**
 * What each Auth.js instance (proxy.ts, ./auth.ts, features/accounts/server/auth.ts) adds to
 * `authConfig` from the environment: the secret, and secure cookies (`Secure`, the `__Secure-` and
 * `__Host-` names) whenever SITE_URL is HTTPS. Auth.js would otherwise decide per request from
 * X-Forwarded-Proto, which a TLS proxy may not send (nginx does not by default), and send the
 * session cookie without `Secure`.
 */
export function authRuntime(): Pick<NextAuthConfig, "secret" | "useSecureCookies"> {
  const { authSecret, siteUrl } = env();
  return { secret: authSecret, useSecureCookies: siteUrl.startsWith("https:") };
}
