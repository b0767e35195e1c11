"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { forgotPasswordSchema } from "@/features/accounts/schema";
import { forgotPassword } from "./api";

const SENT = "If your email exists, a reset link has been sent.";
const FAILED = "Failed to send reset link";

/** Asks for a reset link. The answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const send = useApiMutation(
    (values: z.output<typeof forgotPasswordSchema>) => {
      setSent(false);
      return forgotPassword(values);
    },
    { fallback: FAILED, errorIn: "inline", refresh: "none", onSuccess: () => setSent(true) },
  );
  const { busy, error } = send;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  return (
    <form noValidate onSubmit={handleSubmit(send.run)} className="space-y-5" aria-busy={busy}>
      <Alert>{error}</Alert>
      <Alert tone="success">{sent ? SENT : null}</Alert>
      <Field label="Email" error={errors.email?.message}>
        {(p) => <input {...p} {...register("email")} type="email" inputMode="email" autoComplete="email" required className="input" />}
      </Field>
      <button type="submit" className="btn-primary min-h-12 w-full text-lg" disabled={busy}>
        {busy ? "Sending..." : "Send Reset Link"}
      </button>
    </form>
  );
}
