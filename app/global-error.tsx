"use client";

import { useEffect } from "react";
import { errorReference, ServerErrorMessage } from "@/components/site/server-error";
import { site } from "@/lib/site";
import "./globals.css";

/**
 * Last resort when the root layout itself fails: it renders its own document, without the
 * layout's fonts or providers.
 */
export default function GlobalError({ error, reset, retry }: { error: unknown; reset: () => void; retry?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

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
          <ServerErrorMessage
            reference={errorReference(error)}
            tryAgain={
              <button type="button" onClick={() => (retry ?? reset)()} className="btn-primary min-h-12 px-6 text-lg">
                Try again
              </button>
            }
          />
        </main>
      </body>
    </html>
  );
}
