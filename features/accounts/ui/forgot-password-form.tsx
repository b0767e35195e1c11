import { enhanceForms } from "@/components/site/form-script";
import { InlineScript } from "@/lib/static-site/inline-script";
import { Alert } from "@/components/ui/alert";
import { EmailInput } from "@/components/ui/email-input";
import { Field } from "@/components/ui/field";
import type { FormAnswer } from "@/lib/static-site/form-result";

/**
 * Asks for a reset link (pages/forgot-password.tsx). It posts to its own page
 * (features/accounts/server/forms.ts), whose answer, shown in place, is the same whether or not
 * the e-mail has an account.
 */
export function ForgotPasswordForm({ answer }: { answer: FormAnswer }) {
  return (
    <>
      <form method="post" action="/forgot-password" noValidate data-busy-label="Sending..." className="space-y-5">
        <Alert>{answer.status === "error" ? answer.message : null}</Alert>
        <Alert tone="success">{answer.status === "done" ? answer.message : null}</Alert>
        <Field label="Email" error={answer.fields?.email}>
          {(p) => <EmailInput {...p} name="email" defaultValue={answer.values?.email ?? ""} />}
        </Field>
        <button type="submit" className="btn-primary min-h-12 w-full text-lg">
          <span data-submit-label>Send Reset Link</span>
        </button>
      </form>
      <InlineScript run={enhanceForms} />
    </>
  );
}
