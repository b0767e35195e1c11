"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { PASSWORD_MIN, resetPasswordSchema } from "@/features/accounts/schema";
import { resetPasswordForm } from "@/features/accounts/server/actions";
import { resetPassword } from "./api";
import { PasswordInput } from "./password-input";
import { useFormAction } from "./use-form-action";

const SUCCESS = "Password reset successful! Redirecting to login...";
const FAILED = "Failed to reset password";
export const RESET_REDIRECT_DELAY_MS = 2000;

type ResetInput = z.input<typeof resetPasswordSchema>;
type Reset = z.output<typeof resetPasswordSchema>;

/**
 * Sets a new password with the token from the e-mailed link, then goes to /login after 2 s.
 * Before JavaScript runs, or without it, the form posts to resetPasswordForm (the token in a
 * hidden field) and the answer's page goes to /login by a meta refresh.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { state, formAction, dismiss } = useFormAction(resetPasswordForm);
  const [reset, setReset] = useState(false);
  const done = reset || state.status === "done";
  const save = useApiMutation((values: Reset) => resetPassword(token, values), {
    fallback: FAILED,
    errorIn: "inline",
    refresh: "none",
    success: "Password reset successful.",
    onSuccess: () => setReset(true),
    staysBusy: true,
  });
  const busy = save.busy;
  const error = token
    ? (save.error ?? (state.status === "error" ? state.message : null))
    : "This reset link is incomplete. Please ask for a new one.";
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetInput, unknown, Reset>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  // After a successful reset, go to /login once the message has been seen.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.replace("/login"), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  async function onSubmit(values: Reset) {
    dismiss();
    if (token) await save.run(values);
  }

  return (
    <form action={formAction} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={busy}>
      {/* The answer to a post without JavaScript: nothing else would take the page to /login. */}
      {state.status === "done" ? <meta httpEquiv="refresh" content={`${RESET_REDIRECT_DELAY_MS / 1000};url=/login`} /> : null}
      <input type="hidden" name="token" value={token} />
      <Alert>{error}</Alert>
      <Alert tone="success">{done ? SUCCESS : null}</Alert>
      <Field label="New Password" error={errors.password?.message ?? state.fields?.password} hint={`At least ${PASSWORD_MIN} characters.`}>
        {(p) => <PasswordInput {...p} {...register("password")} autoComplete="new-password" required minLength={PASSWORD_MIN} />}
      </Field>
      <Field label="Confirm New Password" error={errors.confirmPassword?.message ?? state.fields?.confirmPassword}>
        {(p) => <PasswordInput {...p} {...register("confirmPassword")} autoComplete="new-password" required />}
      </Field>
      <button type="submit" className="btn-primary min-h-12 w-full text-lg" disabled={busy || done || !token}>
        {busy && !done ? "Resetting..." : "Reset Password"}
      </button>
    </form>
  );
}
