"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { forgotPasswordSchema } from "@/features/accounts/schema";
import { forgotPasswordForm } from "@/features/accounts/server/actions";
import { forgotPassword } from "./api";
import { useFormAction } from "./use-form-action";

const SENT = "If your email exists, a reset link has been sent.";
const FAILED = "Failed to send reset link";

/**
 * Asks for a reset link. The answer is the same whether or not the e-mail has an account. Before
 * JavaScript runs, or without it, the form posts to forgotPasswordForm, which answers the same.
 */
export function ForgotPasswordForm() {
  const { state, formAction, dismiss } = useFormAction(forgotPasswordForm);
  const [sent, setSent] = useState(false);
  const send = useApiMutation(
    (values: z.output<typeof forgotPasswordSchema>) => {
      setSent(false);
      return forgotPassword(values);
    },
    { fallback: FAILED, errorIn: "inline", refresh: "none", onSuccess: () => setSent(true) },
  );
  const { busy, error } = send;
  const entered = state.values?.email ?? "";
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: entered },
  });
  const onSubmit = handleSubmit((values) => {
    dismiss();
    return send.run(values);
  });

  return (
    <form action={formAction} noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <Alert>{error ?? (state.status === "error" ? state.message : null)}</Alert>
      <Alert tone="success">{sent ? SENT : state.status === "done" ? state.message : null}</Alert>
      <Field label="Email" error={errors.email?.message ?? state.fields?.email}>
        {(p) => (
          <input
            {...p}
            {...register("email")}
            defaultValue={entered}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            className="input"
          />
        )}
      </Field>
      <button type="submit" className="btn-primary min-h-12 w-full text-lg" disabled={busy}>
        {busy ? "Sending..." : "Send Reset Link"}
      </button>
    </form>
  );
}
