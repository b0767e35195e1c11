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

/** The callbackUrl goes into the form, so a sign-in posted without JavaScript returns there too. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
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
      <LoginForm callbackUrl={typeof callbackUrl === "string" ? callbackUrl : undefined} />
    </AuthCard>
  );
}
