import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArrowLeft, Clock, UserRound } from "lucide-react";
import { JsonLd } from "@/components/site/json-ld";
import { ContentProtection } from "@/components/ui/content-protection";
import { PageHero } from "@/components/site/page-shell";
import { SiteLink } from "@/components/site/site-link";
import { catalogueHref, isoDuration } from "@/features/videos/ui/catalogue/params";
import { humanDuration } from "@/lib/format";
import { PlayButton } from "@/features/videos/ui/catalogue/play-button";
import { Thumbnail } from "@/components/ui/thumbnail";
import { toCatalogueVideo } from "@/features/videos/ui/catalogue/types";
import { breadcrumbJsonLd, pageMetadata, siteUrl } from "@/lib/seo";
import { NotFoundError } from "@/lib/errors";
import { getPublicVideo } from "@/features/videos/server/catalogue";

/** Rendered on every request: the thumbnail URL is signed for an hour, and a video can be withdrawn. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** One approved video (shared by the metadata and the page within a request); 404 otherwise. */
const loadVideo = cache(async (id: string) => {
  try {
    return await getPublicVideo(id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

const thumbnailPath = (id: string) => `/videos/${id}/thumbnail`;
const summary = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const video = await loadVideo((await params).id);
  const base = pageMetadata({ title: video.courseName, description: summary(video.description), path: `/videos/${video.id}` });
  const image = { url: thumbnailPath(video.id), alt: video.courseName };
  return {
    ...base,
    openGraph: { ...base.openGraph, type: "video.other", images: video.thumbnailUrl ? [image] : base.openGraph?.images },
    twitter: { ...base.twitter, card: "summary_large_image", images: video.thumbnailUrl ? [image] : base.twitter?.images },
  };
}

/** A video's own page: indexable, with VideoObject structured data and the Play button. */
export default async function VideoPage({ params }: Props) {
  const raw = await loadVideo((await params).id);
  const video = toCatalogueVideo(raw);
  const url = `${siteUrl()}/videos/${video.id}`;
  const videoObject = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description,
    thumbnailUrl: [`${siteUrl()}${thumbnailPath(video.id)}`],
    uploadDate: raw.reviewedAt ?? raw.createdAt,
    duration: isoDuration(video.durationSeconds),
    url,
    ...(video.instructorName ? { creator: { "@type": "Person", name: video.instructorName } } : {}),
    ...(video.tags.length ? { keywords: video.tags.join(", ") } : {}),
    publisher: { "@type": "NGO", name: "Mindful Minds Foundation", url: siteUrl() },
  };
  return (
    <>
      <ContentProtection />
      <JsonLd data={videoObject} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Videos", path: "/videos" },
          { name: video.title, path: `/videos/${video.id}` },
        ])}
      />
      <PageHero eyebrow="Guided video" title={video.title} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <SiteLink href="/videos" className="link inline-flex min-h-11 items-center gap-1">
          <ArrowLeft aria-hidden className="size-4" />
          All videos
        </SiteLink>
        <div className="mt-4 grid gap-8 md:grid-cols-[3fr_2fr]">
          <div>
            <Thumbnail url={video.thumbnailUrl} eager className="w-full rounded-2xl shadow-sm" />
            <div className="mt-6">
              <PlayButton videoId={video.id} title={video.title} />
            </div>
          </div>
          <div className="space-y-6 text-lg">
            <p>{video.description}</p>
            <dl className="space-y-3 text-base">
              <div className="flex items-center gap-2">
                <dt>
                  <UserRound aria-hidden className="size-5 text-brand-700" />
                  <span className="sr-only">Instructor</span>
                </dt>
                <dd>{video.instructorName ?? "Mindful Minds Foundation"}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Clock aria-hidden className="size-5 text-brand-700" />
                  <span className="sr-only">Duration</span>
                </dt>
                <dd>{humanDuration(video.durationSeconds)}</dd>
              </div>
            </dl>
            <section aria-labelledby="video-content">
              <h2 id="video-content" className="text-2xl font-semibold text-brand-800">
                What you will practise
              </h2>
              <p className="mt-2 whitespace-pre-line">{video.courseContent}</p>
            </section>
            {video.tags.length > 0 ? (
              <section aria-labelledby="video-topics">
                <h2 id="video-topics" className="text-2xl font-semibold text-brand-800">
                  Topics
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {video.tags.map((tag) => (
                    <li key={tag}>
                      <SiteLink
                        href={catalogueHref({ tag })}
                        className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-brand-800 hover:bg-brand-100"
                      >
                        {tag}
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
