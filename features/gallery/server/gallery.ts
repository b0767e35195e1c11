import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/like";
import { onePage } from "@/lib/db/page";
import { galleryImages } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { Actor } from "@/lib/session/actor-type";
import { getStorage } from "@/lib/storage";
import { parseInput } from "@/lib/validate";
import { DATE_WINDOW_DAYS, GALLERY_PAGE_SIZE, galleryQuerySchema, type GalleryQuery } from "../schema";
import { isStaffFor, present, selectPhotos, type LoadedPhoto } from "./photos";

/**
 * The public gallery: approved photos only (never pending, rejected or in the bin), searched,
 * filtered, ordered and paged in SQL on the indexes of lib/db/schema/gallery.ts, with no
 * uploader e-mail for anyone but staff. Both the /gallery page and GET gallery/getGalleryImages
 * read it; its images are served by app/(site)/gallery/photos (readPublicPhoto below).
 */

const NOT_PUBLISHED = "Photo not found";

const published = and(eq(galleryImages.status, "approved"), isNull(galleryImages.deletedAt))!;

/** The text searched: exactly the expression of the trigram index gallery_images_search_idx, so the index answers it. */
const searchText = sql`(${galleryImages.title} || ' ' || coalesce(${galleryImages.description}, '') || ' ' || ${galleryImages.schoolName})`;

export function galleryWhere(query: Pick<GalleryQuery, "q" | "category" | "date">): SQL {
  const conditions: (SQL | undefined)[] = [published];
  if (query.q) conditions.push(sql`${searchText} ILIKE ${`%${escapeLike(query.q)}%`}`);
  if (query.category) conditions.push(eq(galleryImages.category, query.category));
  if (query.date !== "all")
    conditions.push(sql`${galleryImages.createdAt} >= now() - make_interval(days => ${DATE_WINDOW_DAYS[query.date]})`);
  return and(...conditions)!;
}

/** The orders of the public indexes: newest first; or the school's name (A–Z, ignoring case), then newest. */
export function galleryOrder(sort: GalleryQuery["sort"]): SQL[] {
  const newest = [desc(galleryImages.createdAt), desc(galleryImages.id)];
  return sort === "school" ? [sql`lower(${galleryImages.schoolName}) ASC`, ...newest] : newest;
}

/**
 * One page of the public gallery for `input` (URL parameters: q, category, date, sort, page,
 * limit). Two statements, the page's rows and the count, side by side. `clampPage`: a page past
 * the end shows the last page (our page, where a stale link should still show photos); without
 * it (the API) such a page is empty, so a client paging until an empty answer stops.
 */
export async function listGallery(
  actor: Actor | null,
  input: Record<string, unknown>,
  options: { pageSize?: number; clampPage?: boolean } = {},
) {
  const query = parseInput(galleryQuerySchema, input);
  const limit = options.pageSize ?? query.limit;
  const where = galleryWhere(query);
  const order = galleryOrder(query.sort);
  const db = await getDb();
  // Staff see the school account's e-mail, so their list joins the accounts; nobody else's needs to.
  const rowsAt = async (page: number): Promise<LoadedPhoto[]> => {
    const thisPage = { where, order, limit, offset: (page - 1) * limit };
    if (isStaffFor(actor)) return onePage(db, selectPhotos(db).$dynamic(), galleryImages.id, galleryImages, thisPage);
    const photos = db.select({ photo: galleryImages }).from(galleryImages).$dynamic();
    return (await onePage(db, photos, galleryImages.id, galleryImages, thisPage)).map(({ photo }) => ({ photo, uploader: null }));
  };
  const [first, [counted]] = await Promise.all([rowsAt(query.page), db.select({ n: count() }).from(galleryImages).where(where)]);
  const total = counted?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  let page = query.page;
  let rows = first;
  if (options.clampPage && rows.length === 0 && page > totalPages) {
    page = totalPages;
    rows = await rowsAt(page);
  }
  return { images: await present(actor, rows, true), total, page, limit, totalPages, query };
}

/** The /gallery page: nine a page (spec 01 §9), for everyone alike (no session is read: the page is the same for all). */
export function listPublicGallery(params: Record<string, string | undefined>) {
  return listGallery(null, params, { pageSize: GALLERY_PAGE_SIZE, clampPage: true });
}

/**
 * One size of a published photo, for its public address (app/(site)/gallery/photos/[id]/[width]):
 * the bytes of the variant `width` pixels wide, its type and an ETag. 404 for anything that is
 * not approved, is in the bin, or has no such size, so a photo stops being served once removed.
 */
export async function readPublicPhoto(id: string, width: string): Promise<{ bytes: Uint8Array; type: string; etag: string }> {
  const pixels = /^[1-9]\d{0,4}$/.test(width) ? Number(width) : Number.NaN;
  if (!isUuid(id) || !Number.isInteger(pixels)) throw new NotFoundError(NOT_PUBLISHED);
  const db = await getDb();
  const [row] = await db
    .select({ variants: galleryImages.variants })
    .from(galleryImages)
    .where(and(eq(galleryImages.id, id), published));
  const variant = row?.variants.find((v) => v.width === pixels);
  if (!variant) throw new NotFoundError(NOT_PUBLISHED);
  const bytes = await getStorage().readRange(variant.key, 0, variant.size);
  return { bytes, type: variant.type, etag: `"${variant.key.split("/").pop()?.split(".")[0] ?? id}"` };
}
