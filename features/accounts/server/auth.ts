import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { RateLimitedError } from "@/lib/errors";
import { authenticateWithPassword } from "@/features/accounts/server/login";
import { authConfig } from "@/lib/session/auth.config";

/** Thrown out of `signIn` when the e-mail is locked out; the login action turns it into a message. */
export class RateLimitedSignin extends CredentialsSignin {
  code = "rate_limited";
  constructor(public readonly userMessage: string) {
    super(userMessage);
  }
}

export const { handlers, signIn, signOut } = NextAuth(() => ({
  ...authConfig,
  secret: env().authSecret,
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        try {
          const user = await authenticateWithPassword({ email: credentials.email, password: credentials.password });
          return { id: user.id, name: user.name, email: user.email, role: user.role, sessionVersion: user.sessionVersion };
        } catch (error) {
          if (error instanceof RateLimitedError) throw new RateLimitedSignin(error.message);
          return null;
        }
      },
    }),
  ],
}));
