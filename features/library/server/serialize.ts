import type { LibraryItemRow } from "@/lib/db/schema";

export type LibraryUploader = { id: string; name: string; email: string };
export type LibraryUrls = { coverImage: string | null; videoUrl: string | null };

/**
 * The one shape of a library item in every answer and page (original-api.md §5 LibraryVideo, in
 * the spec's words): `isApproved` (the earlier key) and `approved` say whether it is published,
 * `status` says the same in words; `coverImage` is a short-lived URL of the cover for everyone;
 * `videoUrl` a short-lived streaming URL only where the caller may play it (null otherwise);
 * `uploadedBy` is `{_id, id, name}` plus `email` for staff. Never a storage key.
 */
export function serializeLibraryItem(
  item: LibraryItemRow,
  uploader: LibraryUploader | null,
  urls: LibraryUrls,
  options: { showEmail: boolean },
) {
  const approved = item.approvedAt !== null;
  return {
    _id: item.id,
    id: item.id,
    title: item.title,
    author: item.author,
    subject: item.subject,
    description: item.description,
    keywords: item.keywords,
    isApproved: approved,
    approved,
    status: approved ? ("published" as const) : ("draft" as const),
    approvedAt: item.approvedAt?.toISOString() ?? null,
    coverImage: urls.coverImage,
    videoUrl: urls.videoUrl,
    durationSeconds: item.durationSeconds,
    uploadedBy: uploader
      ? { _id: uploader.id, id: uploader.id, name: uploader.name, ...(options.showEmail ? { email: uploader.email } : {}) }
      : null,
    deletedAt: item.deletedAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
export type LibraryItem = ReturnType<typeof serializeLibraryItem>;
