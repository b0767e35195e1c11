// Apart from the page (features/accounts/ui/login-page.tsx): Next leaves getServerSideProps, and what only
// it imports, out of the page's browser build.
import { handleLoginForm } from "@/features/accounts/server/forms";
import { homeFor, ROLES } from "@/lib/auth/roles";
import type { FormAnswer } from "@/lib/static-site/form-result";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { formPage } from "@/lib/static-site/form-page";
import { landingAfterSignIn, returnPath, videoIdFromCallback } from "./callback";

export type LoginProps = {
  answer: FormAnswer;
  /** Where to return after signing in (`returnPath`: a path on this site), or null. */
  callbackUrl: string | null;
  videoId: string | null;
  /** Where the sign-in leads each role: the callbackUrl when that role may open it, else its home. */
  landings: Record<string, string>;
};

/**
 * The sign-in page's props for a callbackUrl (null: none) and the answer to a post. The form's
 * hidden field carries the path `returnPath` answers, never the address as it came.
 */
export function loginProps(asked: string | null, answer: FormAnswer): LoginProps {
  const callbackUrl = returnPath(asked);
  const landings = Object.fromEntries(ROLES.map((role) => [role, landingAfterSignIn(callbackUrl, homeFor(role))]));
  return { answer, callbackUrl, videoId: videoIdFromCallback(callbackUrl), landings };
}

/** /login (pages/login.tsx): the callbackUrl asked for, or the one the refused post carried. */
export const loginPageProps = formPage<LoginProps>({
  source: "/login",
  tag: PAGE_TAGS.forms,
  handle: handleLoginForm,
  props: ({ query }, answer) => {
    const asked = query.callbackUrl;
    return loginProps(typeof asked === "string" ? asked : (answer.values?.callbackUrl ?? null), answer);
  },
});
