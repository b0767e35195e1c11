import { SiteLink } from "@/components/site/site-link";
import type { Metadata } from "next";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { ResetPasswordForm } from "@/features/accounts/ui/reset-password-form";

export const metadata: Metadata = {
  title: "Reset Password",
  description: "Choose a new password.",
  robots: { index: false, follow: false },
  // The token is in the path: no other site may see it in a Referer. Not "no-referrer": a form
  // posted under it says `Origin: null`, which the server action refuses (the no-JavaScript reset).
  referrer: "same-origin",
};

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard
      title="Set a new password"
      subtitle={<p>Choose a new password for your account. The link in your e-mail works once, for one hour.</p>}
      footer={
        <p>
          Link expired?{" "}
          <SiteLink href="/forgot-password" className="link">
            Ask for a new one
          </SiteLink>
        </p>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
