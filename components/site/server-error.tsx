import { Home } from "lucide-react";
import { site } from "@/lib/site";
import { SiteLink } from "./site-link";

/**
 * The words of every server-error page (app/error.tsx, app/global-error.tsx, pages/500.tsx):
 * what happened, what to do and how to reach us, with the reference Next gives the error in the
 * server's log when there is one. Never the error itself (it can hold details a visitor must not
 * see). `tryAgain`: the page's own Try again button; the way out is a full load of the home page
 * (a marketing page, so SiteLink renders a plain link: the failing router is not asked).
 */
export function ServerErrorMessage({ tryAgain, reference }: { tryAgain: React.ReactNode; reference?: string | null }) {
  return (
    <>
      <h1 className="mt-8 text-3xl font-semibold text-brand-800 sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-lg text-ink">
        Sorry, this page could not be shown just now. The problem is on our side, not something you did.
      </p>
      <p className="mt-2 text-lg text-muted">Take a slow breath and try again in a moment.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {tryAgain}
        <SiteLink href="/" className="btn-secondary min-h-12 px-6 text-lg">
          <Home aria-hidden className="size-5" />
          Go to the home page
        </SiteLink>
      </div>
      <p className="mt-10 text-muted">
        If this keeps happening, please write to us at{" "}
        <a
          href={`mailto:${site.contactEmail}`}
          className="font-medium text-brand-700 underline underline-offset-4 wrap-anywhere hover:text-brand-800"
        >
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
    </>
  );
}

/** The identifier Next gives a server error, to find it in the server's log. Never the error itself. */
export function errorReference(error: unknown): string | null {
  if (error && typeof error === "object" && "digest" in error && typeof error.digest === "string") return error.digest;
  return null;
}
