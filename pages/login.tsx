import type { PageConfig } from "next";
import { loginPageProps } from "@/features/accounts/ui/login-props";

/**
 * Sign-in, without the framework's JavaScript (pages/_app.tsx; the page is
 * features/accounts/ui/login-page.tsx): a plain form that the page answers itself
 * (features/accounts/server/forms.ts). The page is the same for every visitor of a
 * URL, so a CDN keeps it; what depends on the visitor is read in the browser:
 * - someone already signed in reads who they are, with their dashboard (or on to the callbackUrl
 *   when they may open it) and Logout, instead of the form: the site script fills the account
 *   slot from the session (`showAccount`, components/site/site-script.ts);
 * - a guest sent by Play reads which video they sign in to watch: the page takes only the id
 *   from the callbackUrl, the title comes from the site (features/accounts/ui/video-title-script.ts).
 * A callbackUrl goes into the form; a refused sign-in shows the form again with the e-mail and the callbackUrl.
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = loginPageProps;

export { default } from "@/features/accounts/ui/login-page";
