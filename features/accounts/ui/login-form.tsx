import { enhanceForms } from "@/components/site/form-script";
import { InlineScript } from "@/lib/static-site/inline-script";
import { SiteLink } from "@/components/site/site-link";
import { Alert } from "@/components/ui/alert";
import { EmailInput } from "@/components/ui/email-input";
import { Field } from "@/components/ui/field";
import type { FormAnswer } from "@/lib/static-site/form-result";
import { PasswordInputView } from "./password-input-view";

/**
 * E-mail and password sign-in (pages/login.tsx), a plain HTML form: it posts to its own page
 * (features/accounts/server/forms.ts), which signs in and sends the visitor on to the safe
 * callbackUrl or their role's home, or renders the page again with the message and the e-mail.
 */
export function LoginForm({ answer, callbackUrl }: { answer: FormAnswer; callbackUrl?: string | undefined }) {
  return (
    <>
      <form method="post" action="/login" noValidate data-busy-label="Signing in..." className="space-y-5">
        {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
        <Alert>{answer.status === "error" ? answer.message : null}</Alert>
        <Field label="Email" error={answer.fields?.email}>
          {(p) => <EmailInput {...p} name="email" defaultValue={answer.values?.email ?? ""} />}
        </Field>
        <Field label="Password" error={answer.fields?.password}>
          {(p) => <PasswordInputView {...p} name="password" autoComplete="current-password" required />}
        </Field>
        <div className="flex justify-end">
          <SiteLink href="/forgot-password" className="link inline-flex min-h-11 items-center">
            Forgot your password?
          </SiteLink>
        </div>
        <button type="submit" className="btn-primary min-h-12 w-full text-lg">
          <span data-submit-label>Sign in</span>
        </button>
      </form>
      <InlineScript run={enhanceForms} />
    </>
  );
}
