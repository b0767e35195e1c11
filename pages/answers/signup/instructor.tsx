import type { PageConfig } from "next";
import { registrationPages } from "@/features/accounts/ui/registration-pages";
import { answerProps } from "@/lib/form-answer-cookie";

/** /signup/instructor's views rendered per request (`?answer`), reached through a rewrite only (lib/static-html.mts `renderedViewRewrites`). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps(registrationPages.instructor);

export { default } from "../../signup/instructor";
