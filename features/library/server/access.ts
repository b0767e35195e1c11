import "server-only";
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { can } from "@/registry/permissions";
import { urlForCaller } from "@/lib/caller-url";
import { getDb, type DbOrTx, type Tx } from "@/lib/db/client";
import { fullName, libraryItems, users, type LibraryItemRow } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { getStorage } from "@/lib/storage";
import { serializeLibraryItem, type LibraryUploader } from "./serialize";

export const NOT_FOUND = "Library Video not found";
export const uploaderColumns = { id: users.id, name: fullName, email: users.email };
export type LoadedItem = { item: LibraryItemRow; uploader: LibraryUploader | null };

/** Covers in lists and pages: long enough for a page to stay open a while. */
export const COVER_URL_SECONDS = 60 * 60;

/** Library items with their uploaders: the one query every read of the library starts from. */
export function selectItems(db: DbOrTx) {
  return db
    .select({ item: libraryItems, uploader: uploaderColumns })
    .from(libraryItems)
    .leftJoin(users, eq(users.id, libraryItems.uploadedBy));
}

type LoadOptions = {
  /** In the recycle bin (true) or out of it (default). */
  bin?: boolean;
  /** Further conditions; an item outside them is "not found" (a draft for someone who is not staff). */
  where?: SQL;
  notFound?: string;
  tx?: Tx;
  /** Lock the row until `tx` ends, for a read-modify-write (an edit). */
  lock?: boolean;
};

/** One item with its uploader; 404 (`notFound`) when there is none for these options, or the id is not a uuid. */
export async function loadItem(id: string, options: LoadOptions = {}): Promise<LoadedItem> {
  const message = options.notFound ?? NOT_FOUND;
  if (!isUuid(id)) throw new NotFoundError(message);
  const db = options.tx ?? (await getDb());
  const query = selectItems(db).where(
    and(eq(libraryItems.id, id), options.bin ? isNotNull(libraryItems.deletedAt) : isNull(libraryItems.deletedAt), options.where),
  );
  const [row] = await (options.lock ? query.for("update", { of: libraryItems }) : query);
  if (!row) throw new NotFoundError(message);
  return row;
}

/** Staff of the library: every item, drafts too (admins with allowed tabs need `content`). */
export const isLibraryStaff = (actor: Actor | null): actor is Actor => can(actor, "library.manage");

/** Whether the actor may see this item: a published one anyone, a draft only staff. */
export const maySee = (actor: Actor | null, item: LibraryItemRow) => item.approvedAt !== null || isLibraryStaff(actor);

/** Whether the actor may play it: an approved account (library.watch) that may see it. */
export const mayPlay = (actor: Actor | null, item: LibraryItemRow): actor is Actor => can(actor, "library.watch") && maySee(actor, item);

/** Streaming URLs outlive the video by a margin, so seeking near the end still works; from 15 minutes to 6 hours. */
export function streamSecondsFor(item: Pick<LibraryItemRow, "durationSeconds">): number {
  const seconds = item.durationSeconds ?? 30 * 60;
  return Math.min(6 * 60 * 60, Math.max(15 * 60, seconds * 2 + 10 * 60));
}

/** A short-lived URL of an item's cover (signed by the adapter: no round trip). */
export async function coverUrlFor(item: Pick<LibraryItemRow, "coverKey" | "coverType">): Promise<string> {
  return urlForCaller(
    await getStorage().createDownloadUrl(item.coverKey, { expiresInSeconds: COVER_URL_SECONDS, contentType: item.coverType }),
  );
}

async function streamUrlFor(item: LibraryItemRow): Promise<string> {
  return urlForCaller(
    await getStorage().createDownloadUrl(item.videoKey, { expiresInSeconds: streamSecondsFor(item), contentType: item.videoType }),
  );
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
