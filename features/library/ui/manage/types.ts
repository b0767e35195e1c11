import type { LibraryItem } from "@/features/library/server/serialize";

/** What the staff's client components need of an item: small and serialisable. */
export type ManagedItem = Pick<
  LibraryItem,
  "id" | "title" | "author" | "subject" | "description" | "keywords" | "coverImage" | "status" | "deletedAt"
> & { uploadedBy: { name: string } | null };

export function managedItemOf(item: LibraryItem): ManagedItem {
  return {
    id: item.id,
    title: item.title,
    author: item.author,
    subject: item.subject,
    description: item.description,
    keywords: item.keywords,
    coverImage: item.coverImage,
    status: item.status,
    deletedAt: item.deletedAt,
    uploadedBy: item.uploadedBy ? { name: item.uploadedBy.name } : null,
  };
}
