import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { can } from "@/registry/permissions";
import type { DbOrTx } from "@/lib/db/client";
import { loadRecord, type LoadOptions } from "@/lib/db/recycle-bin";
import { fullName, libraryItemColumns, libraryItems, users, type LibraryItemRow } from "@/lib/db/schema";
import { downloadUrlFor, PAGE_URL_SECONDS, streamSeconds } from "@/lib/storage/signed-urls";
import { serializeLibraryItem, type LibraryUploader } from "./serialize";

export const NOT_FOUND = "Library Video not found";
export const uploaderColumns = { id: users.id, name: fullName, email: users.email };
export type LoadedItem = { item: LibraryItemRow; uploader: LibraryUploader | null };

/** Covers in lists and pages: long enough for a page to stay open a while. */
export const COVER_URL_SECONDS = PAGE_URL_SECONDS;

/** Library items with their uploaders: the one query every read of the library starts from. */
export function selectItems(db: DbOrTx) {
  return db
    .select({ item: libraryItemColumns, uploader: uploaderColumns })
    .from(libraryItems)
    .leftJoin(users, eq(users.id, libraryItems.uploadedBy));
}

/** One item with its uploader; 404 (`notFound`) when there is none for these options (lib/db loadRecord), or the id is not a uuid. */
export function loadItem(id: string, options: LoadOptions = {}): Promise<LoadedItem> {
  return loadRecord(libraryItems, selectItems, id, NOT_FOUND, options);
}

/** Staff of the library: every item, drafts too (admins with allowed tabs need `content`). */
export const isLibraryStaff = (actor: Actor | null): actor is Actor => can(actor, "library.manage");

/** Whether the actor may see this item: a published one anyone, a draft only staff. */
export const maySee = (actor: Actor | null, item: LibraryItemRow) => item.approvedAt !== null || isLibraryStaff(actor);

/** Whether the actor may play it: an approved account (library.watch) that may see it. */
export const mayPlay = (actor: Actor | null, item: LibraryItemRow): actor is Actor => can(actor, "library.watch") && maySee(actor, item);

/** A short-lived URL of an item's cover (signed by the adapter: no round trip). */
export function coverUrlFor(item: Pick<LibraryItemRow, "coverKey" | "coverType">): Promise<string> {
  return downloadUrlFor(item.coverKey, item.coverType, COVER_URL_SECONDS);
}

/** A short-lived streaming URL of the item's video, outliving the video by a margin (lib/storage streamSeconds). */
function streamUrlFor(item: LibraryItemRow): Promise<string> {
  return downloadUrlFor(item.videoKey, item.videoType, streamSeconds(item.durationSeconds));
}

/**
 * Serialises items for `actor`: the cover URL for everyone, the streaming URL (`withStreams`)
 * only where the actor may play the item (an approved account; a draft only for staff), and the
 * uploader's e-mail only for staff.
 */
export function present(actor: Actor | null, rows: readonly LoadedItem[], withStreams = false) {
  const staff = isLibraryStaff(actor);
  return Promise.all(
    rows.map(async ({ item, uploader }) =>
      serializeLibraryItem(
        item,
        uploader,
        { coverImage: await coverUrlFor(item), videoUrl: withStreams && mayPlay(actor, item) ? await streamUrlFor(item) : null },
        { showEmail: staff },
      ),
    ),
  );
}

export async function presentOne(actor: Actor | null, row: LoadedItem, withStream = false) {
  const [one] = await present(actor, [row], withStream);
  if (!one) throw new Error("present returned nothing for one item");
  return one;
}
