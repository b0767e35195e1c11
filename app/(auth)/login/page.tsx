import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { LoginForm } from "@/features/accounts/ui/login-form";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Login",
  description: `Sign in to your ${site.name} account.`,
  robots: { index: false, follow: false },
};

export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome back"
      subtitle={<p>Sign in to your account.</p>}
      footer={
        <p>
          Don&apos;t have an account?{" "}
          <Link href="/signup" className="link">
            Create one now
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
