"use client";

import { useEffect } from "react";
import { site } from "@/lib/site";
import "./globals.css";

/**
 * Last resort when the root layout itself fails: it renders its own document, without the
 * layout's fonts or providers. Plain words, no error details.
 */
export default function GlobalError({ error, reset, retry }: { error: unknown; reset: () => void; retry?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const reference = error && typeof error === "object" && "digest" in error && typeof error.digest === "string" ? error.digest : null;

  return (
    <html lang="en">
      <head>
        <title>{`Something went wrong | ${site.name}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
      </head>
      <body className="grid min-h-dvh place-items-center bg-canvas px-4 py-12 text-center antialiased">
        <main className="w-full max-w-lg">
          <p className="font-display text-lg font-semibold text-brand-800">{site.name}</p>
          <h1 className="mt-6 text-3xl font-semibold text-brand-800 sm:text-4xl">Something went wrong</h1>
          <p className="mt-4 text-lg text-ink">Sorry, the site could not be shown just now. The problem is on our side, not something you did.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <button type="button" onClick={() => (retry ?? reset)()} className="btn-primary min-h-12 px-6 text-lg">
              Try again
            </button>
            {/* A full page load: the app's router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="btn-secondary min-h-12 px-6 text-lg">
              Go to the home page
            </a>
          </div>
          <p className="mt-10 text-muted">
            If this keeps happening, please write to us at{" "}
            <a href={`mailto:${site.contactEmail}`} className="font-medium text-brand-700 underline underline-offset-4 wrap-anywhere hover:text-brand-800">
              {site.contactEmail}
            </a>
            {reference ? (
              <>
                {" "}
                and mention the reference <code className="rounded bg-sand-100 px-1.5 py-0.5 text-sm">{reference}</code>
              </>
            ) : null}
            .
          </p>
        </main>
      </body>
    </html>
  );
}
