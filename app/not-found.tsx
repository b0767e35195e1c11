import type { Metadata } from "next";
import { Home, Mail } from "lucide-react";
import { LogoMark } from "@/components/site/logo";
import { site } from "@/lib/site";
import { SiteLink } from "@/components/site/site-link";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-linear-to-b from-brand-50 to-canvas px-4 py-12 text-center">
      <div className="w-full max-w-lg">
        <SiteLink href="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg font-display text-lg font-semibold text-brand-800">
          <LogoMark className="size-10" />
          {site.name}
        </SiteLink>
        <h1 className="mt-8 text-3xl font-semibold text-brand-800 sm:text-4xl">Page not found</h1>
        <p className="mt-4 text-lg text-muted">
          We could not find what you were looking for. It may have moved, or it is no longer available. Take a breath, and let us start
          again from the home page.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <SiteLink href="/" className="btn-primary min-h-12 px-6 text-lg">
            <Home aria-hidden className="size-5" />
            Go to the home page
          </SiteLink>
          <SiteLink href="/contact" className="btn-secondary min-h-12 px-6 text-lg">
            <Mail aria-hidden className="size-5" />
            Contact us
          </SiteLink>
        </div>
      </div>
    </main>
  );
}
