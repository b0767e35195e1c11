"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Home, RotateCcw } from "lucide-react";
import { LogoMark } from "@/components/site/logo";
import { site } from "@/lib/site";

/** The identifier Next gives a server error, to find it in the server's log. Never the error itself. */
function referenceOf(error: unknown): string | null {
  if (error && typeof error === "object" && "digest" in error && typeof error.digest === "string") return error.digest;
  return null;
}

/**
 * Shown when a page fails. Plain words, a way to try again and a way out; no error message or
 * stack trace (they can hold details a visitor must not see).
 */
export default function ErrorPage({ error, reset, retry }: { error: unknown; reset: () => void; retry?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const reference = referenceOf(error);
  // retry() fetches the page from the server again before re-rendering; reset() only re-renders.
  const tryAgain = () => (retry ?? reset)();

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-linear-to-b from-brand-50 to-canvas px-4 py-12 text-center">
      <div className="w-full max-w-lg">
        <Link href="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg font-display text-lg font-semibold text-brand-800">
          <LogoMark className="size-10" />
          {site.name}
        </Link>
        <h1 className="mt-8 text-3xl font-semibold text-brand-800 sm:text-4xl">Something went wrong</h1>
        <p className="mt-4 text-lg text-ink">
          Sorry, this page could not be shown just now. The problem is on our side, not something you did.
        </p>
        <p className="mt-2 text-lg text-muted">Take a slow breath and try again in a moment.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={tryAgain} className="btn-primary min-h-12 px-6 text-lg">
            <RotateCcw aria-hidden className="size-5" />
            Try again
          </button>
          <Link href="/" className="btn-secondary min-h-12 px-6 text-lg">
            <Home aria-hidden className="size-5" />
            Go to the home page
          </Link>
        </div>
        <p className="mt-10 text-muted">
          If this keeps happening, please write to us at{" "}
          <a href={`mailto:${site.contactEmail}`} className="font-medium text-brand-700 underline underline-offset-4 wrap-anywhere hover:text-brand-800">
            {site.contactEmail}
          </a>
          {reference ? (
            <>
              {" "}
              and mention the reference <code className="rounded bg-sand-100 px-1.5 py-0.5 text-sm text-ink">{reference}</code>
            </>
          ) : null}
          .
        </p>
      </div>
    </main>
  );
}
