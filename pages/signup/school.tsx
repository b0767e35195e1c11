import type { PageConfig } from "next";
import { registrationScreen } from "@/features/accounts/ui/registration-page";
import { registrationPages } from "@/features/accounts/ui/registration-pages";
import { answerProps } from "@/lib/form-answer-cookie";

/** A school's sign-up: a plain HTML form without the framework's JavaScript (features/accounts/ui/registration-form.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps(registrationPages.school);

export default registrationScreen("school");
