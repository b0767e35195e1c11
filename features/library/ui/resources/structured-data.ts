import type { LibraryItem } from "@/features/library/server/serialize";
import { isoDuration } from "@/lib/format";
import { siteUrl } from "@/lib/site/seo";
import { site } from "@/lib/site";

/**
 * schema.org VideoObject of a published library item's page: its title, description, the cover
 * at its stable address (`coverPath`, redirecting to a fresh signed URL), when it was published,
 * its length when known, its author, subject and keywords, and the foundation as publisher.
 */
export function libraryItemJsonLd(item: LibraryItem, coverPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: item.title,
    description: item.description,
    thumbnailUrl: [`${siteUrl()}${coverPath}`],
    uploadDate: item.approvedAt ?? item.createdAt,
    ...(item.durationSeconds ? { duration: isoDuration(item.durationSeconds) } : {}),
    url: `${siteUrl()}/resources/${item.id}`,
    creator: { "@type": "Person", name: item.author },
    about: item.subject,
    ...(item.keywords.length > 0 ? { keywords: item.keywords.join(", ") } : {}),
    publisher: { "@type": "NGO", name: site.name, url: siteUrl() },
  };
}
