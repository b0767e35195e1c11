import type { GetServerSideProps, PageConfig } from "next";
import { UnindexedPageHead } from "@/components/site/page-head";
import { AuthCard } from "@/features/accounts/ui/auth-card";
import { AuthChoices, loginHrefFor } from "@/features/accounts/ui/auth-choices";
import { AuthFrame } from "@/features/accounts/ui/auth-frame";
import { site } from "@/lib/site";

/**
 * Where a guest is sent from a protected page (the proxy adds the callbackUrl; it sends a
 * signed-in visitor on before this renders): Login or Sign Up. Two links, so plain HTML and CSS
 * in the browser, without the framework's JavaScript (pages/_app.tsx), in the sign-in screens'
 * frame. Rendered per request, so that Login carries the callbackUrl on without a script;
 * `private, no-store` (lib/cache/page-cache.ts `privateStaticPages`).
 */
export const config: PageConfig = { unstable_runtimeJS: false };

type Props = { loginHref: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { loginHref: loginHrefFor(query.callbackUrl) },
});

export default function AuthLandingPage({ loginHref }: Props) {
  return (
    <>
      <UnindexedPageHead title="Welcome" description={`Sign in to ${site.name} or create an account.`} />
      <AuthCard
        title={`Welcome to ${site.name}`}
        subtitle={<p>Sign in to continue, or create an account to watch guided practices and join our programs.</p>}
      >
        <AuthChoices loginHref={loginHref} />
      </AuthCard>
    </>
  );
}

AuthLandingPage.Frame = AuthFrame;
