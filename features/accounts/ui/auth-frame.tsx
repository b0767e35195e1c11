import { ArrowLeft } from "lucide-react";
import { Logo } from "@/components/site/logo";
import { CurrentYear } from "@/components/site/current-year";
import { SkipLink } from "@/components/site/skip-link";
import { SiteLink } from "@/components/site/site-link";
import { site } from "@/lib/site";

/**
 * The quiet frame of the sign-in, sign-up and password screens, in either router: the logo, a way
 * back home, the screen, and the footer. The App Router's screens get it from app/(auth)/layout.tsx;
 * the Pages Router's (the sign-up chooser) name it as their `Frame` (pages/_app.tsx).
 */
export function AuthFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 via-canvas to-sand-100">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Logo />
        <SiteLink href="/" className="btn-ghost shrink-0 px-3">
          <ArrowLeft aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">Home</span>
        </SiteLink>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 justify-center px-4 py-8 focus:outline-none sm:items-center sm:py-12">
        {children}
      </main>
      <footer className="px-4 py-6 text-center text-sm text-muted">
        © <CurrentYear /> {site.name} ·{" "}
        <SiteLink href="/privacy" className="link">
          Privacy Policy
        </SiteLink>
      </footer>
    </div>
  );
}
