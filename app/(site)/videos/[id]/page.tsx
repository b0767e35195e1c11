import type { Metadata } from "next";
import { Clock, UserRound } from "lucide-react";
import { MediaFact, MediaFacts, MediaPage, TopicLinks } from "@/components/site/media-page";
import { catalogueHref, isoDuration } from "@/features/videos/ui/catalogue/params";
import { PlayButton } from "@/features/videos/ui/catalogue/play-button";
import { toCatalogueVideo } from "@/features/videos/ui/catalogue/types";
import { getPublicVideo } from "@/features/videos/server/catalogue";
import { humanDuration } from "@/lib/format";
import { pageRecord } from "@/lib/site/media-pages";
import { mediaPageMetadata, siteUrl } from "@/lib/site/seo";

/** Rendered on every request: the thumbnail URL is signed for an hour, and a video can be withdrawn. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** One approved video (shared by the metadata and the page within a request); 404 otherwise. */
const loadVideo = pageRecord(getPublicVideo);

const thumbnailPath = (id: string) => `/videos/${id}/thumbnail`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const video = await loadVideo((await params).id);
  return mediaPageMetadata({
    title: video.courseName,
    description: video.description,
    path: `/videos/${video.id}`,
    image: video.thumbnailUrl ? { url: thumbnailPath(video.id), alt: video.courseName } : null,
  });
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
    <MediaPage
      structuredData={videoObject}
      list={{ name: "Videos", path: "/videos" }}
      path={`/videos/${video.id}`}
      eyebrow="Guided video"
      title={video.title}
      back="All videos"
      imageUrl={video.thumbnailUrl}
      play={<PlayButton videoId={video.id} title={video.title} />}
    >
      <p>{video.description}</p>
      <MediaFacts>
        <MediaFact icon={UserRound} label="Instructor">
          {video.instructorName ?? "Mindful Minds Foundation"}
        </MediaFact>
        <MediaFact icon={Clock} label="Duration">
          {humanDuration(video.durationSeconds)}
        </MediaFact>
      </MediaFacts>
      <section aria-labelledby="video-content">
        <h2 id="video-content" className="text-2xl font-semibold text-brand-800">
          What you will practise
        </h2>
        <p className="mt-2 whitespace-pre-line">{video.courseContent}</p>
      </section>
      <TopicLinks id="video-topics" heading="Topics" topics={video.tags.map((tag) => ({ name: tag, href: catalogueHref({ tag }) }))} />
    </MediaPage>
  );
}
