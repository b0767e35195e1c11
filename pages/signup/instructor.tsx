import type { PageConfig } from "next";
import { UnindexedPageHead } from "@/components/site/page-head";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";
import { RegistrationPage } from "@/features/accounts/ui/registration-page";
import { registrationPages } from "@/features/accounts/ui/registration-pages";
import type { FormAnswer } from "@/lib/form-answer";
import { answerProps } from "@/lib/form-answer-cookie";

/** An instructor's sign-up: a plain HTML form without the framework's JavaScript (features/accounts/ui/registration-form.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps(registrationPages.instructor);

export default function InstructorSignUpPage({ answer }: { answer: FormAnswer }) {
  return (
    <>
      <UnindexedPageHead title="Instructor Account" description="Register as a mindfulness or yoga instructor." />
      <RegistrationPage role="instructor" answer={answer} />
    </>
  );
}

InstructorSignUpPage.Frame = AuthFrame;
