"use server";

import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { RateLimitedSignin, signIn } from "@/features/accounts/server/auth";
import { homeForEmail } from "@/features/accounts/server/home";
import { INVALID_LOGIN } from "@/features/accounts/server/login";
import { requestPasswordReset, resetPassword } from "@/features/accounts/server/password-reset";
import { register } from "@/features/accounts/server/registration";
import { loginSchema, registrationSchema } from "@/features/accounts/schema";
import { landingAfterSignIn } from "@/features/accounts/ui/callback";
import { STUDENT_CREATED, type FormState } from "@/features/accounts/ui/form-state";
import { AppError, InvalidError } from "@/lib/errors";
import { assertSameOrigin, clientIp } from "@/lib/http";
import { parseInput } from "@/lib/validate";

export type SignInResult = { ok: true; home: string } | { ok: false; error: string };

/**
 * Signs in with e-mail and password and sets the session cookie. It never redirects (DESIGN
 * trap: `redirectTo` leaves the wrong URL in the address bar): the form navigates to `home`.
 */
export async function signInWithPassword(input: { email: string; password: string }): Promise<SignInResult> {
  const parsed = loginSchema.safeParse({ email: input?.email, password: input?.password });
  if (!parsed.success) return { ok: false, error: INVALID_LOGIN };
  return attemptSignIn(parsed.data.email, parsed.data.password);
}

async function attemptSignIn(email: string, password: string): Promise<SignInResult> {
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

/*
 * The forms' own actions: `<form action>` with useActionState, so the sign-in, registration and
 * password forms post (never a GET with the password in the URL) and work before the page's
 * JavaScript has loaded, or without it. Once JavaScript runs the forms validate in the browser and
 * call the API themselves (their onSubmit handler prevents the post), so these run for a post
 * made before that (by the browser, or replayed by React once it has hydrated) or without
 * JavaScript. Each answers a FormState (ui/form-state.ts) for the form to render.
 */

const SECRET_FIELDS = new Set(["password", "confirmPassword"]);

/** The form's text fields by name (files and React's own `$ACTION_…` fields left out). */
function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

function refill(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELDS.has(name)));
}

/** A failure as the form shows it: field messages under their fields, anything else in the alert. */
function failure(error: unknown, entered: Record<string, string>, fallback: string): FormState {
  const values = refill(entered);
  if (error instanceof InvalidError) {
    const fields = Object.fromEntries(Object.entries(error.fields).filter(([name]) => name in entered));
    if (Object.keys(fields).length > 0) return { status: "error", fields, values };
  }
  if (error instanceof AppError) return { status: "error", message: error.message, values };
  console.error("[accounts form] unexpected error:", error instanceof Error ? error.message : error);
  return { status: "error", message: fallback, values };
}

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

const SIGN_IN_TO_CONTINUE = "Account created! Please sign in to continue.";

/**
 * The registration form's post. A student's account is created pending and the form shows the
 * success text; an instructor or school is signed in at once and lands on their dashboard's
 * approval-pending screen, as with JavaScript.
 */
export async function registerForm(_previous: FormState, form: FormData): Promise<FormState> {
  const entered = textFields(form, Object.keys(registrationSchema.shape));
  let home: string;
  try {
    const { ip } = await request();
    const user = await register(entered, { ip });
    if (user.role === "user") return { status: "done", message: STUDENT_CREATED };
    const signedIn = await attemptSignIn(user.email, entered.password ?? "");
    if (!signedIn.ok) return { status: "done", message: SIGN_IN_TO_CONTINUE };
    home = signedIn.home;
  } catch (error) {
    return failure(error, entered, "An error occurred during registration");
  }
  redirect(home);
}

/** The forgot-password form's post: the same answer whether or not the address has an account. */
export async function forgotPasswordForm(_previous: FormState, form: FormData): Promise<FormState> {
  const entered = textFields(form, ["email"]);
  try {
    const { ip } = await request();
    const { message } = await requestPasswordReset(entered, { ip });
    return { status: "done", message };
  } catch (error) {
    return failure(error, entered, "Failed to send reset link");
  }
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
