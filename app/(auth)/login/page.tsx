import type { Metadata } from "next";
import { SiteLink } from "@/components/site/site-link";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { landingAfterSignIn, videoIdFromCallback } from "@/features/accounts/ui/callback";
import { LoginForm } from "@/features/accounts/ui/login-form";
import { SignedInNotice } from "@/features/accounts/ui/signed-in-notice";
import { getPublicVideo } from "@/features/videos/server/catalogue";
import { homeFor } from "@/lib/auth/roles";
import { NotFoundError } from "@/lib/errors";
import { getActor } from "@/lib/session/actor";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Login",
  description: `Sign in to your ${site.name} account.`,
  robots: { index: false, follow: false },
};

/** The title of the approved video a callbackUrl leads to (looked up here, never read from the URL); null otherwise. */
async function videoTitle(callbackUrl: string | undefined): Promise<string | null> {
  const id = videoIdFromCallback(callbackUrl);
  if (!id) return null;
  try {
    return (await getPublicVideo(id)).courseName;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * Sign-in. A guest sent here by Play reads which video they are signing in to watch; someone
 * already signed in reads who they are, with their dashboard and Logout, instead of an empty
 * form. The callbackUrl goes into the form, so a sign-in posted without JavaScript returns there too.
 */
export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl: raw } = await searchParams;
  const callbackUrl = typeof raw === "string" ? raw : undefined;
  const [actor, title] = await Promise.all([getActor(), videoTitle(callbackUrl)]);

  if (actor) {
    const home = homeFor(actor.role);
    const landing = landingAfterSignIn(callbackUrl, home);
    return (
      <AuthCard title="Already signed in">
        <SignedInNotice
          person={actor}
          home={home}
          next={landing !== home ? { href: landing, label: title ? `Continue to ${title}` : "Continue where you were going" } : undefined}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title ? `Sign in to watch ${title}` : "Welcome back"}
      subtitle={
        <p>{title ? "Our guided videos are for members. Sign in and the video will start playing." : "Sign in to your account."}</p>
      }
      footer={
        <p>
          Don&apos;t have an account?{" "}
          <SiteLink href="/signup" className="link">
            Create one now
          </SiteLink>
        </p>
      }
    >
      <LoginForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
