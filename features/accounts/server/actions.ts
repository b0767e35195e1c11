"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { attemptSignIn, type SignInResult } from "@/features/accounts/server/forms";
import { INVALID_LOGIN } from "@/features/accounts/server/login";
import { resetPassword } from "@/features/accounts/server/password-reset";
import { loginSchema } from "@/features/accounts/schema";
import { landingAfterSignIn } from "@/features/accounts/ui/callback";
import type { FormState } from "@/features/accounts/ui/form-state";
import { failure, refill, textFields } from "@/lib/form-post";
import { assertSameOrigin, clientIp } from "@/lib/http";
import { parseInput } from "@/lib/validate";

/**
 * Signs in with e-mail and password and sets the session cookie. It never redirects (DESIGN
 * trap: `redirectTo` leaves the wrong URL in the address bar): the form navigates to `home`.
 */
export async function signInWithPassword(input: { email: string; password: string }): Promise<SignInResult> {
  const parsed = loginSchema.safeParse({ email: input?.email, password: input?.password });
  if (!parsed.success) return { ok: false, error: INVALID_LOGIN };
  return attemptSignIn(parsed.data.email, parsed.data.password);
}

/*
 * The App Router forms' own actions (sign-in and the password reset): `<form action>` with
 * useActionState, so these forms post (never a GET with the password in the URL) and work before
 * the page's JavaScript has loaded, or without it. Once JavaScript runs the forms validate in the
 * browser and call the API themselves (their onSubmit handler prevents the post), so these run for
 * a post made before that (by the browser, or replayed by React once it has hydrated) or without
 * JavaScript. Each answers a FormState (ui/form-state.ts) for the form to render. The sign-up and
 * forgot-password pages have no framework JavaScript and post to /forms/{name} (./forms.ts).
 */

/** The request as the action sees it: the same Origin rule as the API (lib/http.ts), and the address for rate limits. */
async function request(): Promise<{ ip: string }> {
  const h = await headers();
  assertSameOrigin("POST", h);
  return { ip: clientIp({ headers: h }) };
}

/**
 * The sign-in form's post: signs in, then redirects (303) to the safe callbackUrl or the role's
 * home. The target never needs the proxy's role redirect, so the address bar ends where the
 * page is (DESIGN.md 9).
 */
export async function signInForm(_previous: FormState, form: FormData): Promise<FormState> {
  const entered = textFields(form, ["email", "password"]);
  let target: string;
  try {
    await request();
    const { email, password } = parseInput(loginSchema, entered);
    const result = await attemptSignIn(email, password);
    if (!result.ok) return { status: "error", message: result.error, values: refill(entered) };
    const callbackUrl = form.get("callbackUrl");
    target = landingAfterSignIn(typeof callbackUrl === "string" ? callbackUrl : null, result.home);
  } catch (error) {
    return failure(error, entered, "An error occurred during login");
  }
  redirect(target);
}

/** The reset-password form's post, with the token of the e-mailed link in a hidden field. */
export async function resetPasswordForm(_previous: FormState, form: FormData): Promise<FormState> {
  const entered = textFields(form, ["password", "confirmPassword"]);
  const token = form.get("token");
  try {
    const { ip } = await request();
    await resetPassword(typeof token === "string" ? token : "", entered, { ip });
    return { status: "done" };
  } catch (error) {
    return failure(error, entered, "Failed to reset password");
  }
}
