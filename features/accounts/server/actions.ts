"use server";

import { headers } from "next/headers";
import { resetPassword } from "@/features/accounts/server/password-reset";
import type { FormState } from "@/features/accounts/ui/form-state";
import { failure, textFields } from "@/lib/static-site/form-fields";
import { assertSameOrigin, clientIp } from "@/lib/http";

/*
 * The reset-password form's own action, the one accounts form left in the App Router: `<form
 * action>` with useActionState, so it posts (never a GET with the password in the URL) and works
 * before the page's JavaScript has loaded, or without it. Once JavaScript runs the form validates
 * in the browser and calls the API itself (its onSubmit handler prevents the post), so this runs
 * for a post made before that (by the browser, or replayed by React once it has hydrated) or
 * without JavaScript. It answers a FormState (ui/form-state.ts) for the form to render. The
 * sign-in, sign-up and forgot-password pages have no framework JavaScript and post to
 * /forms/{name} (./forms.ts).
 */

/** The request as the action sees it: the same Origin rule as the API (lib/http/index.ts), and the address for rate limits. */
async function request(): Promise<{ ip: string }> {
  const h = await headers();
  assertSameOrigin("POST", h);
  return { ip: clientIp({ headers: h }) };
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
