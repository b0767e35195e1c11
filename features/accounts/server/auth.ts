import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { RateLimitedError } from "@/lib/errors";
import { authenticateWithPassword } from "@/features/accounts/server/login";
import { authConfig, authRuntime } from "@/lib/session/auth.config";
import { loadActor } from "@/lib/session/actor";
import { createSession, isSessionId, revokeSession } from "@/lib/session/sessions";
import { clientIp } from "@/lib/http";

/** Thrown out of `signIn` when the e-mail is locked out; the login action turns it into a message. */
export class RateLimitedSignin extends CredentialsSignin {
  code = "rate_limited";
  constructor(public readonly userMessage: string) {
    super(userMessage);
  }
}

export const authEvents = {
  // Logout (Auth.js's signOut, from the dashboards and the site header) ends the session on the server.
  async signOut(message) {
    if ("token" in message && message.token?.sid) await revokeSession(message.token.sid);
  },
} satisfies NextAuthConfig["events"];

export const { handlers, signIn, signOut } = NextAuth(() => ({
  ...authConfig,
  ...authRuntime(),
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        try {
          const user = await authenticateWithPassword({ email: credentials.email, password: credentials.password }, clientIp(request));
          // The cookie carries this session's id; logout revokes it on the server.
          const sessionId = await createSession(user, "cookie", request.headers.get("user-agent"));
          return { id: user.id, name: user.name, email: user.email, role: user.role, sessionVersion: user.sessionVersion, sessionId };
        } catch (error) {
          if (error instanceof RateLimitedError) throw new RateLimitedSignin(error.message);
          return null;
        }
      },
    }),
  ],
  callbacks: {
    ...authConfig.callbacks,
    /**
     * On every read through these handlers (the site header's `/api/auth/session`), a session
     * ended on the server (logout elsewhere, "sign out of every device", a password reset) or
     * one without a session id clears the cookie, so the page stops showing the person signed in.
     */
    async jwt(params) {
      if (params.user) return authConfig.callbacks.jwt(params);
      const { token } = params;
      if (!token.uid || typeof token.sv !== "number" || !isSessionId(token.sid)) return null;
      const actor = await loadActor({ userId: token.uid, sessionVersion: token.sv, sessionId: token.sid });
      return actor ? token : null;
    },
  },
  events: authEvents,
}));
