import type { PageConfig } from "next";
import Link from "next/link";
import { UnindexedPageHead } from "@/components/site/page-head";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";
import { ForgotPasswordForm } from "@/features/accounts/ui/forgot-password-form";
import type { FormAnswer } from "@/lib/form-answer";
import { answerProps } from "@/lib/form-answer-cookie";

/**
 * Asks for a link to set a new password: a plain HTML form without the framework's JavaScript
 * (pages/_app.tsx), posted to /forms/forgot-password and answered on `?answer`
 * (lib/form-answer-cookie.ts). Rendered per request for that answer; the plain page is public.
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps("/forgot-password");

export default function ForgotPasswordPage({ answer }: { answer: FormAnswer }) {
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
