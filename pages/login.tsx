import type { GetServerSideProps, PageConfig } from "next";
import { InlineScript } from "@/components/site/inline-script";
import { UnindexedPageHead } from "@/components/site/page-head";
import { LogoutDialog, roleHomes } from "@/components/site/site-header";
import { enhanceSite } from "@/components/site/site-script";
import { SiteLink } from "@/components/site/site-link";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";
import { landingAfterSignIn, videoIdFromCallback } from "@/features/accounts/ui/callback";
import { LoginForm } from "@/features/accounts/ui/login-form";
import { SignedInNotice } from "@/features/accounts/ui/signed-in-notice";
import { showVideoTitle } from "@/features/accounts/ui/video-title-script";
import { homeFor, roleLabel, ROLES } from "@/lib/auth/roles";
import type { FormAnswer } from "@/lib/form-answer";
import { takeAnswer } from "@/lib/form-answer-cookie";
import { site } from "@/lib/site";

/**
 * Sign-in, without the framework's JavaScript (pages/_app.tsx): a plain form posted to
 * /forms/login (features/accounts/server/forms.ts). The page is the same for every visitor of a
 * URL, so a CDN keeps it; what depends on the visitor is read in the browser:
 * - someone already signed in reads who they are, with their dashboard (or on to the callbackUrl
 *   when they may open it) and Logout, instead of the form: the site script fills the account
 *   slot from the session (`showAccount`, components/site/site-script.ts);
 * - a guest sent by Play reads which video they sign in to watch: the page takes only the id
 *   from the callbackUrl, the title comes from the site (features/accounts/ui/video-title-script.ts).
 * Rendered per request: the callbackUrl goes into the form, and a refused sign-in comes back on
 * `?answer` (lib/form-answer-cookie.ts) with the e-mail and the callbackUrl.
 */
export const config: PageConfig = { unstable_runtimeJS: false };

type Props = {
  answer: FormAnswer;
  callbackUrl: string | null;
  videoId: string | null;
  /** Where the sign-in leads each role: the callbackUrl when that role may open it, else its home. */
  landings: Record<string, string>;
};

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const answer = takeAnswer(context, "/login");
  const asked = context.query.callbackUrl;
  const callbackUrl = typeof asked === "string" ? asked : (answer.values?.callbackUrl ?? null);
  const landings = Object.fromEntries(ROLES.map((role) => [role, landingAfterSignIn(callbackUrl, homeFor(role))]));
  return { props: { answer, callbackUrl, videoId: videoIdFromCallback(callbackUrl), landings } };
};

export default function LoginPage({ answer, callbackUrl, videoId, landings }: Props) {
  return (
    <>
      <UnindexedPageHead title="Login" description={`Sign in to your ${site.name} account.`} />
      <div
        data-account
        data-homes={roleHomes}
        data-role-labels={JSON.stringify(roleLabel)}
        data-landings={JSON.stringify(landings)}
        className="flex w-full justify-center"
      >
        <div data-guest className="flex w-full justify-center">
          <AuthCard
            title={<span data-video-title={videoId ?? undefined}>Welcome back</span>}
            subtitle={<p data-video-intro>Sign in to your account.</p>}
            footer={
              <p>
                Don&apos;t have an account?{" "}
                <SiteLink href="/signup" className="link">
                  Create one now
                </SiteLink>
              </p>
            }
          >
            <LoginForm answer={answer} callbackUrl={callbackUrl ?? undefined} />
          </AuthCard>
        </div>
        <template data-user-template>
          <div data-user className="flex w-full justify-center">
            <AuthCard title="Already signed in">
              <SignedInNotice />
            </AuthCard>
          </div>
        </template>
      </div>
      <LogoutDialog />
      <InlineScript run={enhanceSite} />
      {videoId ? <InlineScript run={showVideoTitle} /> : null}
    </>
  );
}

LoginPage.Frame = AuthFrame;
