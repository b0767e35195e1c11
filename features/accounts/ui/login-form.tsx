"use client";

import { SiteLink } from "@/components/site/site-link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { signInForm, signInWithPassword } from "@/features/accounts/server/actions";
import { Alert } from "@/components/ui/alert";
import { EmailInput } from "@/components/ui/email-input";
import { Field } from "@/components/ui/field";
import { loginSchema } from "@/features/accounts/schema";
import { PasswordInput } from "./password-input";
import { returnPath } from "./callback";
import { useFormAction } from "./use-form-action";

type LoginInput = z.input<typeof loginSchema>;
type Login = z.output<typeof loginSchema>;

/**
 * E-mail and password sign-in. With JavaScript, the server action sets the session cookie without
 * redirecting; the form then replaces the URL with the callbackUrl (when safe) or the role's home.
 * Before JavaScript runs, or without it, the form posts to signInForm, which redirects there.
 */
export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const router = useRouter();
  const { update } = useSession();
  const { state, formAction, dismiss } = useFormAction(signInForm);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entered = state.values?.email ?? "";
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: entered, password: "" },
  });

  async function onSubmit(values: Login) {
    dismiss();
    setError(null);
    setBusy(true);
    try {
      const result = await signInWithPassword(values);
      if (!result.ok) {
        setError(result.error);
        setBusy(false);
        return;
      }
      const target = returnPath(callbackUrl) ?? result.home;
      router.replace(target);
      router.refresh();
      void update();
    } catch {
      setError("An error occurred during login");
      setBusy(false);
    }
  }

  return (
    <form action={formAction} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={busy}>
      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
      <Alert>{error ?? state.message}</Alert>
      <Field label="Email" error={errors.email?.message ?? state.fields?.email}>
        {(p) => <EmailInput {...p} {...register("email")} defaultValue={entered} />}
      </Field>
      <Field label="Password" error={errors.password?.message ?? state.fields?.password}>
        {(p) => <PasswordInput {...p} {...register("password")} autoComplete="current-password" required />}
      </Field>
      <div className="flex justify-end">
        <SiteLink href="/forgot-password" className="link inline-flex min-h-11 items-center">
          Forgot your password?
        </SiteLink>
      </div>
      <button type="submit" className="btn-primary min-h-12 w-full text-lg" disabled={busy}>
        {busy ? "Signing in..." : "Sign in"}
      </button>
    </form>
  );
}
