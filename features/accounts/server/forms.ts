import { AuthError } from "next-auth";
import { RateLimitedSignin, signIn } from "@/features/accounts/server/auth";
import { homeForEmail } from "@/features/accounts/server/home";
import { INVALID_LOGIN } from "@/features/accounts/server/login";
import { requestPasswordReset } from "@/features/accounts/server/password-reset";
import { register } from "@/features/accounts/server/registration";
import { loginSchema, registrationSchema } from "@/features/accounts/schema";
import { landingAfterSignIn } from "@/features/accounts/ui/callback";
import { registrationPages } from "@/features/accounts/ui/registration-pages";
import { failure, refill, textFields, type FormPost } from "@/lib/form-post";
import { parseInput } from "@/lib/validate";
import { loggable } from "@/lib/loggable";

/*
 * The forms of the accounts pages without the framework's JavaScript (sign-in, sign-up and
 * forgot-password, posted to /forms/{name}: lib/form-post.ts), and the sign-in they share with
 * the reset-password page's server action (./actions.ts).
 */

export type SignInResult = { ok: true; home: string } | { ok: false; error: string };

/** Signs in through Auth.js (sets the session cookie on the response); never redirects. */
export async function attemptSignIn(email: string, password: string): Promise<SignInResult> {
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
    console.error("[login] unexpected error:", loggable(error, { stack: true }));
    return { ok: false, error: "An error occurred during login" };
  }
  return { ok: true, home: await homeForEmail(email) };
}

export const SIGN_IN_TO_CONTINUE = "Account created! Please sign in to continue.";

/**
 * A sign-up page's form (pages/signup/*.tsx). Every account type takes the same next step: the
 * new account is signed in at once and lands on its dashboard, which shows the approval-pending
 * screen until staff approve it (or the student's dashboard itself, when general accounts are
 * approved automatically). Should the sign-in fail, the page says to sign in.
 */
export const registrationForm: FormPost = {
  page: (form) => {
    const role = form.get("role");
    return registrationPages[role === "instructor" || role === "school" ? role : "user"];
  },
  async handle(form, { ip }) {
    const entered = textFields(form, Object.keys(registrationSchema.shape));
    try {
      const user = await register(entered, { ip });
      const signedIn = await attemptSignIn(user.email, entered.password ?? "");
      if (!signedIn.ok) return { status: "done", message: SIGN_IN_TO_CONTINUE };
      return { redirect: signedIn.home };
    } catch (error) {
      return failure(error, entered, "An error occurred during registration");
    }
  },
};

/** The forgot-password page's form (pages/forgot-password.tsx): the same answer whether or not the address has an account. */
export const forgotPasswordForm: FormPost = {
  page: () => "/forgot-password",
  async handle(form, { ip }) {
    const entered = textFields(form, ["email"]);
    try {
      const { message } = await requestPasswordReset(entered, { ip });
      return { status: "done", message };
    } catch (error) {
      return failure(error, entered, "Failed to send reset link");
    }
  },
};

/**
 * The sign-in page's form (pages/login.tsx): signs in and sends the visitor on (303) to the safe
 * callbackUrl or the role's home, a target that never needs the proxy's role redirect, so the
 * address bar ends where the page is (DESIGN.md 9). A refusal comes back with the e-mail and the
 * callbackUrl, never the password.
 */
export const loginForm: FormPost = {
  page: () => "/login",
  async handle(form) {
    const entered = textFields(form, ["email", "password", "callbackUrl"]);
    try {
      const { email, password } = parseInput(loginSchema, { email: entered.email, password: entered.password });
      const result = await attemptSignIn(email, password);
      if (!result.ok) return { status: "error", message: result.error, values: refill(entered) };
      return { redirect: landingAfterSignIn(entered.callbackUrl ?? null, result.home) };
    } catch (error) {
      return failure(error, entered, "An error occurred during login");
    }
  },
};
