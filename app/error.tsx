"use client";

import { useEffect } from "react";
import { RotateCcw } from "lucide-react";
import { LogoMark } from "@/components/site/logo";
import { errorReference, ServerErrorMessage } from "@/components/site/server-error";
import { site } from "@/lib/site";
import { SiteLink } from "@/components/site/site-link";

/** Shown when a page fails: plain words, a way to try again and a way out. */
export default function ErrorPage({ error, reset, retry }: { error: unknown; reset: () => void; retry?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-linear-to-b from-brand-50 to-canvas px-4 py-12 text-center">
      <div className="w-full max-w-lg">
        <SiteLink href="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg font-display text-lg font-semibold text-brand-800">
          <LogoMark className="size-10" />
          {site.name}
        </SiteLink>
        <ServerErrorMessage
          reference={errorReference(error)}
          tryAgain={
            // retry() fetches the page from the server again before re-rendering; reset() only re-renders.
            <button type="button" onClick={() => (retry ?? reset)()} className="btn-primary min-h-12 px-6 text-lg">
              <RotateCcw aria-hidden className="size-5" />
              Try again
            </button>
          }
        />
      </div>
    </main>
  );
}
