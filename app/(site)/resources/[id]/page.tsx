import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArrowLeft, BookOpen, Clock, UserRound } from "lucide-react";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-shell";
import { SiteLink } from "@/components/site/site-link";
import { ContentProtection } from "@/components/ui/content-protection";
import { Thumbnail } from "@/components/ui/thumbnail";
import { getPublicLibraryItem } from "@/features/library/server/search";
import { LibraryPlayButton } from "@/features/library/ui/resources/play-button";
import { resourcesHref } from "@/features/library/ui/resources/params";
import { libraryItemJsonLd } from "@/features/library/ui/resources/structured-data";
import { NotFoundError } from "@/lib/errors";
import { humanDuration } from "@/lib/format";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

/** Rendered on every request: the cover URL is signed for an hour, and an item can be withdrawn. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** One published item (shared by the metadata and the page within a request); 404 otherwise. */
const loadItem = cache(async (id: string) => {
  try {
    return await getPublicLibraryItem(id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

const coverPath = (id: string) => `/resources/${id}/cover`;
const summary = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadItem((await params).id);
  const base = pageMetadata({ title: item.title, description: summary(item.description), path: `/resources/${item.id}` });
  const image = { url: coverPath(item.id), alt: item.title };
  return {
    ...base,
    openGraph: { ...base.openGraph, type: "video.other", images: [image] },
    twitter: { ...base.twitter, card: "summary_large_image", images: [image] },
  };
}

/** A library item's own page: indexable, with VideoObject data, its details and Play (sign-in first for guests). */
export default async function ResourcePage({ params }: Props) {
  const item = await loadItem((await params).id);
  return (
    <>
      <ContentProtection />
      <JsonLd data={libraryItemJsonLd(item, coverPath(item.id))} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Resource Library", path: "/resources" },
          { name: item.title, path: `/resources/${item.id}` },
        ])}
      />
      <PageHero eyebrow="Library" title={item.title} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <SiteLink href="/resources" className="link inline-flex min-h-11 items-center gap-1">
          <ArrowLeft aria-hidden className="size-4" />
          All resources
        </SiteLink>
        <div className="mt-4 grid gap-8 md:grid-cols-[3fr_2fr]">
          <div>
            <Thumbnail url={item.coverImage} eager className="w-full rounded-2xl shadow-sm" />
            <div className="mt-6">
              <LibraryPlayButton itemId={item.id} title={item.title} />
            </div>
          </div>
          <div className="space-y-6 text-lg">
            <p className="whitespace-pre-line">{item.description}</p>
            <dl className="space-y-3 text-base">
              <div className="flex items-center gap-2">
                <dt>
                  <UserRound aria-hidden className="size-5 text-brand-700" />
                  <span className="sr-only">Author</span>
                </dt>
                <dd>
                  <SiteLink href={resourcesHref({ author: item.author })} className="link">
                    {item.author}
                  </SiteLink>
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <BookOpen aria-hidden className="size-5 text-brand-700" />
                  <span className="sr-only">Subject</span>
                </dt>
                <dd>
                  <SiteLink href={resourcesHref({ subject: item.subject })} className="link">
                    {item.subject}
                  </SiteLink>
                </dd>
              </div>
              {item.durationSeconds ? (
                <div className="flex items-center gap-2">
                  <dt>
                    <Clock aria-hidden className="size-5 text-brand-700" />
                    <span className="sr-only">Duration</span>
                  </dt>
                  <dd>{humanDuration(item.durationSeconds)}</dd>
                </div>
              ) : null}
            </dl>
            {item.keywords.length > 0 ? (
              <section aria-labelledby="item-keywords">
                <h2 id="item-keywords" className="text-2xl font-semibold text-brand-800">
                  Keywords
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {item.keywords.map((keyword) => (
                    <li key={keyword}>
                      <SiteLink
                        href={resourcesHref({ keyword })}
                        className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-brand-800 hover:bg-brand-100"
                      >
                        {keyword}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
