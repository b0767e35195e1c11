"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { apiFetch } from "@/lib/api-client";
import { forgotPasswordSchema } from "@/features/accounts/schema";

const SENT = "If your email exists, a reset link has been sent.";
const FAILED = "Failed to send reset link";

/** Asks for a reset link. The answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  async function onSubmit(values: z.output<typeof forgotPasswordSchema>) {
    setError(null);
    setSent(false);
    setBusy(true);
    try {
      await apiFetch("/user/forgot-password", { method: "POST", json: values }, FAILED);
      setSent(true);
    } catch (e) {
      setError(e instanceof Error && !(e instanceof TypeError) && e.message ? e.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={busy}>
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
