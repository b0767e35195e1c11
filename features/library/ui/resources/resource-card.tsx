import { BookOpen, UserRound } from "lucide-react";
import { VideoCard } from "@/components/ui/video-card";
import type { LibraryItem } from "@/features/library/server/serialize";

/** One card of /resources: the whole card links to the item's own page (works without JavaScript). */
export function ResourceCard({ item, eager = false }: { item: LibraryItem; eager?: boolean }) {
  return (
    <li className="flex">
      <VideoCard as="link" href={`/resources/${item.id}`} title={item.title} thumbnailUrl={item.coverImage} eager={eager}>
        <p className="line-clamp-2 text-muted">{item.description}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden className="size-4" />
            <span className="sr-only">Author: </span>
            {item.author}
          </span>
          <span className="inline-flex items-center gap-1">
            <BookOpen aria-hidden className="size-4" />
            <span className="sr-only">Subject: </span>
            {item.subject}
          </span>
        </p>
      </VideoCard>
    </li>
  );
}
