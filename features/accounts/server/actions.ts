"use server";

import { AuthError } from "next-auth";
import { RateLimitedSignin, signIn } from "@/features/accounts/server/auth";
import { homeForEmail } from "@/features/accounts/server/home";
import { INVALID_LOGIN } from "@/features/accounts/server/login";
import { loginSchema } from "@/features/accounts/schema";

export type SignInResult = { ok: true; home: string } | { ok: false; error: string };

/**
 * Signs in with e-mail and password and sets the session cookie. It never redirects (DESIGN
 * trap: `redirectTo` leaves the wrong URL in the address bar): the form navigates to `home`.
 */
export async function signInWithPassword(input: { email: string; password: string }): Promise<SignInResult> {
  const parsed = loginSchema.safeParse({ email: input?.email, password: input?.password });
  if (!parsed.success) return { ok: false, error: INVALID_LOGIN };
  const { email, password } = parsed.data;
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof RateLimitedSignin) return { ok: false, error: error.userMessage };
    if (error instanceof AuthError) {
      const code = (error as AuthError & { code?: string; userMessage?: string }).code;
      const userMessage = (error as AuthError & { userMessage?: string }).userMessage;
      if (code === "rate_limited" && userMessage) return { ok: false, error: userMessage };
      return { ok: false, error: INVALID_LOGIN };
    }
    console.error("[login] unexpected error:", error);
    return { ok: false, error: "An error occurred during login" };
  }
  return { ok: true, home: await homeForEmail(email) };
}
