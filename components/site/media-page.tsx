import type { ReactNode } from "react";
import { ArrowLeft, type LucideIcon } from "lucide-react";
import { ContentProtection } from "@/components/ui/content-protection";
import { Thumbnail } from "@/components/ui/thumbnail";
import { breadcrumbJsonLd, type Crumb } from "@/lib/site/seo";
import { JsonLd } from "./json-ld";
import { PageHero } from "./page-shell";
import { SiteLink } from "./site-link";

/**
 * The own page of a media item (a catalogue video, a library item): protected from saving and
 * copying, its structured data and breadcrumb (Home, `list`, the item at `path`), the hero with
 * `eyebrow` and `title`, a link back to `list` (`back`), then the image with `play` beneath it
 * on the left and `children` (description and facts) on the right.
 */
export function MediaPage({
  structuredData,
  list,
  path,
  eyebrow,
  title,
  back,
  imageUrl,
  play,
  children,
}: {
  structuredData: object;
  list: Crumb;
  path: string;
  eyebrow: string;
  title: string;
  back: string;
  imageUrl: string | null;
  play: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ContentProtection />
      <JsonLd data={structuredData} />
      <JsonLd data={breadcrumbJsonLd([list, { name: title, path }])} />
      <PageHero eyebrow={eyebrow} title={title} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <SiteLink href={list.path} className="link inline-flex min-h-11 items-center gap-1">
          <ArrowLeft aria-hidden className="size-4" />
          {back}
        </SiteLink>
        <div className="mt-4 grid gap-8 md:grid-cols-[3fr_2fr]">
          <div>
            <Thumbnail url={imageUrl} eager className="w-full rounded-2xl shadow-sm" />
            <div className="mt-6">{play}</div>
          </div>
          <div className="space-y-6 text-lg">{children}</div>
        </div>
      </div>
    </>
  );
}

/** The item's facts (who made it, how long it is…), each `MediaFact`. */
export function MediaFacts({ children }: { children: ReactNode }) {
  return <dl className="space-y-3 text-base">{children}</dl>;
}

/** One fact: its icon with the fact's name for screen readers, and its value. */
export function MediaFact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon aria-hidden className="size-5 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A headed list of the item's topics (tags, keywords) as links to the list filtered by each; nothing when there are none. */
export function TopicLinks({ id, heading, topics }: { id: string; heading: string; topics: readonly { name: string; href: string }[] }) {
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold text-brand-800">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.name}>
            <SiteLink
              href={topic.href}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-brand-800 hover:bg-brand-100"
            >
              {topic.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
