import type { PageConfig } from "next";
import { UnindexedPageHead } from "@/components/site/page-head";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";
import { RegistrationPage } from "@/features/accounts/ui/registration-page";
import { registrationPages } from "@/features/accounts/ui/registration-pages";
import type { FormAnswer } from "@/lib/form-answer";
import { answerProps } from "@/lib/form-answer-cookie";

/** A school's sign-up: a plain HTML form without the framework's JavaScript (features/accounts/ui/registration-form.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps(registrationPages.school);

export default function SchoolSignUpPage({ answer }: { answer: FormAnswer }) {
  return (
    <>
      <UnindexedPageHead title="School Account" description="Register your school or institution." />
      <RegistrationPage role="school" answer={answer} />
    </>
  );
}

SchoolSignUpPage.Frame = AuthFrame;
