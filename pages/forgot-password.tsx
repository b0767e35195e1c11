import type { PageConfig } from "next";
import Link from "next/link";
import { UnindexedPageHead } from "@/components/site/page-head";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";
import { forgotPasswordPageProps } from "@/features/accounts/ui/form-page-props";
import { ForgotPasswordForm } from "@/features/accounts/ui/forgot-password-form";
import { NO_ANSWER, type FormAnswer } from "@/lib/static-site/form-result";

/**
 * Asks for a link to set a new password: a plain HTML form without the framework's JavaScript
 * (pages/_app.tsx) that the page answers itself (lib/static-site/form-page.ts).
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = forgotPasswordPageProps;

export default function ForgotPasswordPage({ answer = NO_ANSWER }: { answer?: FormAnswer }) {
  return (
    <>
      <UnindexedPageHead title="Forgot Password" description="Ask for a link to set a new password." />
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
        <ForgotPasswordForm answer={answer} />
      </AuthCard>
    </>
  );
}

ForgotPasswordPage.Frame = AuthFrame;
