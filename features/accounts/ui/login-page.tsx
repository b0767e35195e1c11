/* The sign-in page's markup (pages/login.tsx), apart from its getServerSideProps (./login-props.ts), which Next leaves out of the browser's bundle. */
import { InlineScript } from "@/lib/static-site/inline-script";
import { UnindexedPageHead } from "@/components/site/page-head";
import { LogoutDialog, roleHomes } from "@/components/site/site-header";
import { enhanceSite } from "@/components/site/site-script";
import { SiteLink } from "@/components/site/site-link";
import { AuthCard } from "./auth-card";
import { AuthFrame } from "./auth-frame";
import { LoginForm } from "./login-form";
import type { LoginProps } from "./login-props";
import { SignedInNotice } from "./signed-in-notice";
import { showVideoTitle } from "./video-title-script";
import { roleLabel } from "@/lib/auth/roles";
import { site } from "@/lib/site";

export default function LoginPage({ answer, callbackUrl, videoId, landings }: LoginProps) {
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
