import { WithEmailLinks } from "@/components/site/email-link";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { privacy, type PrivacyBlock } from "@/content/privacy";
import type { PageConfig } from "next";
import { PageHead } from "@/components/site/page-head";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";

/** Plain HTML and CSS in the browser, without the framework's JavaScript (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

const seo = pageSeo({ ...privacy.metadata, path: "/privacy" });

/** "23 November 2026", the same wherever the page is built. */
function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function Block({ block }: { block: PrivacyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <WithEmailLinks text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>
              <WithEmailLinks text={item} />
            </li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <div className="space-y-6">
          {block.items.map((item) => (
            <div key={item.term}>
              <h3 className="text-xl font-semibold text-ink">{item.term}</h3>
              <p className="mt-1">
                <WithEmailLinks text={item.text} />
              </p>
            </div>
          ))}
        </div>
      );
  }
}

export default function PrivacyPage() {
  return (
    <PageShell
      eyebrow={privacy.eyebrow}
      title={privacy.title}
      intro={
        <>
          <p>{privacy.intro}</p>
          <p className="mt-3 text-base">
            {privacy.lastUpdatedLabel} <time dateTime={privacy.lastUpdated}>{longDate(privacy.lastUpdated)}</time>
          </p>
        </>
      }
    >
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: privacy.metadata.title, path: "/privacy" }])} />
      <div className="mx-auto max-w-3xl px-4 py-12 text-lg sm:px-6 sm:py-16">
        <section aria-labelledby="in-short" className="rounded-2xl border border-line bg-brand-50 p-6">
          <h2 id="in-short" className="text-2xl font-semibold text-brand-800">
            {privacy.summary.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-brand-600">
            {privacy.summary.items.map((item) => (
              <li key={item}>
                <WithEmailLinks text={item} />
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="on-this-page" className="mt-10">
          <h2 id="on-this-page" className="font-sans text-sm font-semibold uppercase tracking-wider text-brand-700">
            {privacy.tocHeading}
          </h2>
          <ol className="mt-3 gap-x-6 sm:columns-2">
            {privacy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="link inline-flex min-h-10 items-center">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {privacy.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-24 space-y-5">
            <h2 id={`${section.id}-heading`} className="text-3xl font-semibold text-brand-800">
              {section.heading}
            </h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
