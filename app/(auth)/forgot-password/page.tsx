import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { ForgotPasswordForm } from "@/features/accounts/ui/forgot-password-form";

export const metadata: Metadata = {
  title: "Forgot Password",
  description: "Ask for a link to set a new password.",
  robots: { index: false, follow: false },
};

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={<p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>}
      footer={
        <p>
          Remembered it?{" "}
          <Link href="/login" className="link">
            Back to login
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
