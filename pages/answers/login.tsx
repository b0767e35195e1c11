import type { PageConfig } from "next";
import { loginViewProps } from "@/features/accounts/ui/login-props";

/** /login's views rendered per request (`?callbackUrl`, `?answer`), reached through a rewrite only (lib/static-html.mts `renderedViewRewrites`). */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = loginViewProps;

export { default } from "@/features/accounts/ui/login-page";
