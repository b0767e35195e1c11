import { ArrowRight } from "lucide-react";
import { UnindexedPageHead } from "@/components/site/page-head";
import { site } from "@/lib/site";

/**
 * What a form page renders, with status 403, in place of itself for a post from a page at
 * another address than the site's (lib/static-site/form-page.ts; pages/_app.tsx puts it in the
 * site's frame): the site's address to open, SITE_URL of the running server.
 */
export function WrongAddress({ address }: { address: string }) {
  return (
    <div className="grid place-items-center bg-linear-to-b from-brand-50 to-canvas px-4 py-12 text-center sm:py-20">
      <UnindexedPageHead title="Open the site at its own address" description={`The address of ${site.name}'s site.`} />
      <div className="w-full max-w-lg">
        <h1 className="text-3xl font-semibold text-brand-800 sm:text-4xl">Open the site at its own address</h1>
        <p className="mt-4 text-lg text-ink">
          For your safety, this site takes forms only from its own pages at{" "}
          <strong className="font-semibold wrap-anywhere">{address}</strong>. This one came from a page at another address, so nothing was
          sent or changed.
        </p>
        <p className="mt-2 text-lg text-muted">Open the site there and send the form again.</p>
        <div className="mt-8 flex justify-center">
          {/* A plain link: the site's own address, which may be another host than this page's. */}
          <a href={`${address}/`} className="btn-primary min-h-12 max-w-full px-6 text-lg wrap-anywhere">
            Go to {address}
            <ArrowRight aria-hidden className="size-5 shrink-0" />
          </a>
        </div>
        <p className="mt-10 text-sm text-muted">
          Running the site yourself? Open it at the address in <code className="rounded bg-sand-100 px-1.5 py-0.5">SITE_URL</code>, or set{" "}
          <code className="rounded bg-sand-100 px-1.5 py-0.5">SITE_URL</code> to the address you use (docs/configuration.md).
        </p>
      </div>
    </div>
  );
}
