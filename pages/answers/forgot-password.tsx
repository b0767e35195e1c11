import type { PageConfig } from "next";
import { answerProps } from "@/lib/form-answer-cookie";

/** /forgot-password's answer view (`?answer`), rendered per request, reached through a rewrite only (lib/static-html.mts `renderedViewRewrites`). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps("/forgot-password");

export { default } from "../forgot-password";
