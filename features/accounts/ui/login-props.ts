// Apart from the page (features/accounts/ui/login-page.tsx): Next leaves getStaticProps and getServerSideProps, and what only
// they import, out of the page's browser build (lib/form-answer-cookie.ts uses node:crypto).
import type { GetServerSideProps, GetStaticProps } from "next";
import { homeFor, ROLES } from "@/lib/auth/roles";
import { NO_ANSWER, type FormAnswer } from "@/lib/form-answer";
import { takeAnswer } from "@/lib/form-answer-cookie";
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
function loginProps(asked: string | null, answer: FormAnswer): LoginProps {
  const callbackUrl = returnPath(asked);
  const landings = Object.fromEntries(ROLES.map((role) => [role, landingAfterSignIn(callbackUrl, homeFor(role))]));
  return { answer, callbackUrl, videoId: videoIdFromCallback(callbackUrl), landings };
}

/** /login itself, prerendered: no callbackUrl, no answer. */
export const loginStaticProps: GetStaticProps<LoginProps> = async () => ({ props: loginProps(null, NO_ANSWER) });

/** /login with a callbackUrl or an answer (pages/answers/login.tsx): the callbackUrl asked for, or the one the refused post carried. */
export const loginViewProps: GetServerSideProps<LoginProps> = async (context) => {
  const answer = takeAnswer(context, "/login");
  const asked = context.query.callbackUrl;
  return { props: loginProps(typeof asked === "string" ? asked : (answer.values?.callbackUrl ?? null), answer) };
};
