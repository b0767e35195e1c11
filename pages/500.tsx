import type { PageConfig } from "next";
import Head from "next/head";
import { RotateCcw } from "lucide-react";
import { InlineScript } from "@/lib/static-site/inline-script";
import { ServerErrorMessage } from "@/components/site/server-error";
import { site } from "@/lib/site";

/** Plain HTML and CSS in the browser, like the other marketing pages (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

/** Shows the Try again button, which reloads the page (sent as an inline script: self-contained). */
function enableReload(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-reload]")) {
    button.hidden = false;
    button.addEventListener("click", () => location.reload());
  }
}

/**
 * The server-error page of the Pages Router (the marketing pages), in the site's frame: the same
 * words as the App Router's app/error.tsx instead of Next's bare "500: Internal Server Error".
 * Prerendered, so it has no error reference to show.
 */
export default function ServerErrorPage() {
  return (
    <div className="grid place-items-center bg-linear-to-b from-brand-50 to-canvas px-4 py-12 text-center sm:py-20">
      <Head>
        <title>{`Something went wrong | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="w-full max-w-lg">
        <ServerErrorMessage
          tryAgain={
            <button type="button" data-reload hidden className="btn-primary min-h-12 px-6 text-lg">
              <RotateCcw aria-hidden className="size-5" />
              Try again
            </button>
          }
        />
      </div>
      <InlineScript run={enableReload} />
    </div>
  );
}
