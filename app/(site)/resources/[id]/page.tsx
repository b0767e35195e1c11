import type { Metadata } from "next";
import { BookOpen, Clock, UserRound } from "lucide-react";
import { MediaFact, MediaFacts, MediaPage, TopicLinks } from "@/components/site/media-page";
import { SiteLink } from "@/components/site/site-link";
import { getPublicLibraryItem } from "@/features/library/server/search";
import { LibraryPlayButton } from "@/features/library/ui/resources/play-button";
import { resourcesHref } from "@/features/library/ui/resources/params";
import { libraryItemJsonLd } from "@/features/library/ui/resources/structured-data";
import { humanDuration } from "@/lib/format";
import { pageRecord } from "@/lib/site/media-pages";
import { mediaPageMetadata } from "@/lib/site/seo";

/** Rendered on every request: the cover URL is signed for an hour, and an item can be withdrawn. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** One published item (shared by the metadata and the page within a request); 404 otherwise. */
const loadItem = pageRecord(getPublicLibraryItem);

const coverPath = (id: string) => `/resources/${id}/cover`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadItem((await params).id);
  return mediaPageMetadata({
    title: item.title,
    description: item.description,
    path: `/resources/${item.id}`,
    image: { url: coverPath(item.id), alt: item.title },
  });
}

/** A library item's own page: indexable, with VideoObject data, its details and Play (sign-in first for guests). */
export default async function ResourcePage({ params }: Props) {
  const item = await loadItem((await params).id);
  return (
    <MediaPage
      structuredData={libraryItemJsonLd(item, coverPath(item.id))}
      list={{ name: "Resource Library", path: "/resources" }}
      path={`/resources/${item.id}`}
      eyebrow="Resources"
      title={item.title}
      back="All resources"
      imageUrl={item.coverImage}
      play={<LibraryPlayButton itemId={item.id} title={item.title} />}
    >
      <p className="whitespace-pre-line">{item.description}</p>
      <MediaFacts>
        <MediaFact icon={UserRound} label="Author">
          <SiteLink href={resourcesHref({ author: item.author })} className="link">
            {item.author}
          </SiteLink>
        </MediaFact>
        <MediaFact icon={BookOpen} label="Subject">
          <SiteLink href={resourcesHref({ subject: item.subject })} className="link">
            {item.subject}
          </SiteLink>
        </MediaFact>
        {item.durationSeconds ? (
          <MediaFact icon={Clock} label="Duration">
            {humanDuration(item.durationSeconds)}
          </MediaFact>
        ) : null}
      </MediaFacts>
      <TopicLinks
        id="item-keywords"
        heading="Keywords"
        topics={item.keywords.map((keyword) => ({ name: keyword, href: resourcesHref({ keyword }) }))}
      />
    </MediaPage>
  );
}
