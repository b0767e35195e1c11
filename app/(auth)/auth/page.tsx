import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { AuthChoices, AuthChoicesFallback } from "@/features/accounts/ui/auth-choices";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Welcome",
  description: `Sign in to ${site.name} or create an account.`,
  robots: { index: false, follow: false },
};

export default function AuthLandingPage() {
  return (
    <AuthCard
      title={`Welcome to ${site.name}`}
      subtitle={<p>Sign in to continue, or create an account to watch guided practices and join our programs.</p>}
    >
      <Suspense fallback={<AuthChoicesFallback loginHref="/login" />}>
        <AuthChoices />
      </Suspense>
    </AuthCard>
  );
}
