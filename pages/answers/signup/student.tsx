import type { PageConfig } from "next";
import { registrationPages } from "@/features/accounts/ui/registration-pages";
import { answerProps } from "@/lib/form-answer-cookie";

/** /signup/student's views rendered per request (`?answer`), reached through a rewrite only (lib/static-html.mts `renderedViewRewrites`). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps(registrationPages.user);

export { default } from "../../signup/student";
