import { authenticateWithPassword } from "@/features/accounts/server/login";
import { homeForEmail } from "@/features/accounts/server/home";
import { requestPasswordReset } from "@/features/accounts/server/password-reset";
import { register } from "@/features/accounts/server/registration";
import { loginSchema, registrationSchema } from "@/features/accounts/schema";
import { landingAfterSignIn } from "@/features/accounts/ui/callback";
import { failure, textFields } from "@/lib/static-site/form-fields";
import type { FormHandler } from "@/lib/static-site/form-page";
import { parseInput } from "@/lib/validate";
import { signInCookie, userById } from "./session-cookie";

/*
 * The forms of the accounts pages without the framework's JavaScript (sign-in, sign-up and
 * forgot-password), which each page answers itself (lib/static-site/form-page.ts). A sign-in
 * sets Auth.js's session cookie (./session-cookie.ts).
 */

export const SIGN_IN_TO_CONTINUE = "Account created! Please sign in to continue.";

/**
 * A sign-up page's form (pages/signup/*.tsx). Every account type takes the same next step: the
 * new account is signed in at once and lands on its dashboard, which shows the approval-pending
 * screen until staff approve it (or the student's dashboard itself, when general accounts are
 * approved automatically). Should the sign-in fail, the page says to sign in.
 */
export const handleRegistrationForm: FormHandler = async (form, { ip, headers }) => {
  // An unticked box is not posted at all: named blank, so its message is shown under it.
  const entered = { privacyNoticeAccepted: "", ...textFields(form, Object.keys(registrationSchema.shape)) };
  let created: { id: string; email: string };
  try {
    created = await register(entered, { ip, noticeRequired: true });
  } catch (error) {
    return failure(error, entered, "An error occurred during registration");
  }
  const user = await userById(created.id);
  if (!user) return { status: "done", message: SIGN_IN_TO_CONTINUE };
  return { redirect: await homeForEmail(user.email), cookies: [await signInCookie(user, headers.get("user-agent"))] };
};

/** The forgot-password page's form (pages/forgot-password.tsx): the same answer whether or not the address has an account. */
export const handleForgotPasswordForm: FormHandler = async (form, { ip }) => {
  const entered = textFields(form, ["email"]);
  try {
    const { message } = await requestPasswordReset(entered, { ip });
    return { status: "done", message };
  } catch (error) {
    return failure(error, entered, "Failed to send reset link");
  }
};

/**
 * The sign-in page's form (pages/login.tsx): signs in and sends the visitor on (303) to the safe
 * callbackUrl or the role's home, a target that never needs the proxy's role redirect, so the
 * address bar ends where the page is (DESIGN.md 9). A refusal comes back with the e-mail and the
 * callbackUrl, never the password.
 */
export const handleLoginForm: FormHandler = async (form, { ip, headers }) => {
  const entered = textFields(form, ["email", "password", "callbackUrl"]);
  try {
    const { email, password } = parseInput(loginSchema, { email: entered.email, password: entered.password });
    const user = await authenticateWithPassword({ email, password }, ip);
    return {
      redirect: landingAfterSignIn(entered.callbackUrl ?? null, await homeForEmail(user.email)),
      cookies: [await signInCookie(user, headers.get("user-agent"))],
    };
  } catch (error) {
    // A wrong password is INVALID_LOGIN (401), a locked-out e-mail a 429: each in the alert.
    return failure(error, entered, "An error occurred during login");
  }
};
