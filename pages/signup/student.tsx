import type { PageConfig } from "next";
import { UnindexedPageHead } from "@/components/site/page-head";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";
import { RegistrationPage } from "@/features/accounts/ui/registration-page";
import { registrationPages } from "@/features/accounts/ui/registration-pages";
import type { FormAnswer } from "@/lib/form-answer";
import { answerProps } from "@/lib/form-answer-cookie";

/** A student's sign-up: a plain HTML form without the framework's JavaScript (features/accounts/ui/registration-form.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps(registrationPages.user);

export default function StudentSignUpPage({ answer }: { answer: FormAnswer }) {
  return (
    <>
      <UnindexedPageHead title="General Account" description="Create a general (student) account." />
      <RegistrationPage role="user" answer={answer} />
    </>
  );
}

StudentSignUpPage.Frame = AuthFrame;
