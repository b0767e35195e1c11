import type { PageConfig } from "next";
import { answerProps } from "@/lib/form-answer-cookie";

/** /contact's answer view (`?answer`), rendered per request, reached through a rewrite only (lib/static-html.mts `renderedViewRewrites`). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = answerProps("/contact");

export { default } from "../contact";
