import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { libraryItems } from "@/lib/db/schema";
import { escapeLike } from "@/lib/db/like";
import { onePage } from "@/lib/db/page";
import { NotFoundError } from "@/lib/errors";
import { parseInput } from "@/lib/validate";
import { MANAGE_PAGE_SIZE, RESOURCES_PAGE_SIZE, libraryQuerySchema, type LibraryQuery } from "@/features/library/schema";
import { NOT_FOUND, isLibraryStaff, loadItem, present, presentOne, selectItems } from "./access";

/** At most this many words of a search count, each cut to this many characters. */
const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a full-text search: runs of letters and digits only, lower case, each at most
 * MAX_WORD_LENGTH characters, without repeats, at most MAX_SEARCH_WORDS. What is left can hold no
 * tsquery operator (`&`, `|`, `!`, `:`, `*`, quotes, brackets, spaces), so the query built from
 * it never fails to parse and never means more than "every word, as a prefix".
 */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => [...word].slice(0, MAX_WORD_LENGTH).join("")))].slice(0, MAX_SEARCH_WORDS);
}

/**
 * Every word as an English prefix (`breath` finds "breathing", "Breathe"): one to_tsquery per word,
 * each bound as a parameter, joined with `&&`. Stop words ("the") drop out of the query; a
 * search of stop words alone matches nothing.
 */
function tsQuery(words: readonly string[]): SQL {
  return sql.join(
    words.map((word) => sql`to_tsquery('english', ${`${word}:*`})`),
    sql` && `,
  );
}

function contains(column: typeof libraryItems.title | typeof libraryItems.author | typeof libraryItems.subject, text: string): SQL {
  return sql`${column} ILIKE ${`%${escapeLike(text)}%`}`;
}

type Listing = {
  /** Drafts too (staff), else published items only. */
  drafts: boolean;
  /** Drafts before published items (the staff's table), else newest first; a search ranks by relevance first. */
  draftsFirst?: boolean;
  /**
   * `subject` is the whole subject (the public page's choice from the published subjects, read
   * by library_items_subject_idx), else any part of it in any case (the API, as the spec's
   * client searched).
   */
  wholeSubject?: boolean;
};

/** The conditions of a listing: never the bin; published only unless `drafts`; the query's search and filters. */
function whereFor(query: LibraryQuery, listing: Listing, words: readonly string[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(libraryItems.deletedAt)];
  if (!listing.drafts) conditions.push(isNotNull(libraryItems.approvedAt));
  else if (query.status === "draft") conditions.push(isNull(libraryItems.approvedAt));
  else if (query.status === "published") conditions.push(isNotNull(libraryItems.approvedAt));
  // The row's stored vector (migration 0015), which library_items_search_idx indexes and ts_rank reads.
  if (words.length > 0) conditions.push(sql`${libraryItems.searchVector} @@ (${tsQuery(words)})`);
  if (query.title) conditions.push(contains(libraryItems.title, query.title));
  if (query.author) conditions.push(contains(libraryItems.author, query.author));
  if (query.subject)
    conditions.push(listing.wholeSubject ? eq(libraryItems.subject, query.subject) : contains(libraryItems.subject, query.subject));
  if (query.keyword) conditions.push(sql`${libraryItems.keywords} @> ARRAY[${query.keyword}]::text[]`);
  return and(...conditions);
}

function orderFor(listing: Listing, words: readonly string[]): SQL[] {
  const order: SQL[] = [];
  // ts_rank's default weights (A 1.0, B 0.4, C 0.2, D 0.1): title, then author, subject, keywords.
  if (words.length > 0) order.push(sql`ts_rank(${libraryItems.searchVector}, ${tsQuery(words)}) DESC`);
  if (listing.draftsFirst) order.push(sql`(${libraryItems.approvedAt} IS NULL) DESC`);
  order.push(desc(libraryItems.createdAt), desc(libraryItems.id));
  return order;
}

/**
 * One page of a listing and the count of every match (two queries: the count, then the page with
 * uploaders joined). `pageOf(total)` picks the page: the asked one, or the last for a page past the end.
 */
async function findPage(query: LibraryQuery, listing: Listing, limit: number, pageOf: (total: number) => number) {
  const words = query.search ? searchWords(query.search) : [];
  const where = whereFor(query, listing, words);
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(libraryItems).where(where);
  const page = pageOf(total);
  const rows = await onePage(db, selectItems(db).$dynamic(), libraryItems.id, libraryItems, {
    where,
    order: orderFor(listing, words),
    limit,
    offset: (page - 1) * limit,
  });
  return { rows, total, page };
}

const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * GET library/searchBook and library/searchLibraryVideo (public): published items only, for
 * everyone, staff included. Ranked by relevance when `search` is given, else newest first;
 * `page`/`limit` (1–100, default 100); a page past the end is empty. Items carry a streaming
 * `videoUrl` for an approved account.
 */
export async function searchLibrary(actor: Actor | null, input: unknown) {
  const query = parseInput(libraryQuerySchema, input ?? {});
  const { rows, total } = await findPage({ ...query, status: undefined }, { drafts: false }, query.limit, () => query.page);
  return { items: await present(actor, rows, true), total, page: query.page, limit: query.limit };
}

/**
 * GET library/allLibraryVideo: published items for everyone; staff (library.manage) also drafts,
 * each with its state (`status` may narrow that to `draft` or `published`). Searches and filters
 * as searchLibrary. A `status` from anyone else changes nothing.
 */
export async function listLibraryForApi(actor: Actor | null, input: unknown) {
  const query = parseInput(libraryQuerySchema, input ?? {});
  const drafts = isLibraryStaff(actor);
  const { rows, total } = await findPage(drafts ? query : { ...query, status: undefined }, { drafts }, query.limit, () => query.page);
  return { items: await present(actor, rows, true), total, page: query.page, limit: query.limit };
}

export type LibraryPage = Awaited<ReturnType<typeof listLibraryForStaff>>;

/** The staff's My Uploaded Videos: every item, drafts first, then newest, MANAGE_PAGE_SIZE a page; a page past the end shows the last. */
export async function listLibraryForStaff(actor: Actor | null, input: { page?: number | string }) {
  assertCan(actor, "library.manage");
  const query = parseInput(libraryQuerySchema, { page: input.page === undefined ? undefined : String(input.page) });
  const { rows, total, page } = await findPage(query, { drafts: true, draftsFirst: true }, MANAGE_PAGE_SIZE, (n) =>
    Math.min(query.page, lastPage(n, MANAGE_PAGE_SIZE)),
  );
  return { items: await present(actor, rows), total, page, pageSize: MANAGE_PAGE_SIZE, totalPages: lastPage(total, MANAGE_PAGE_SIZE) };
}

/**
 * The public /resources page (no actor: nothing personal): published items for the URL's search
 * and filters, RESOURCES_PAGE_SIZE a page, ranked or newest first; a page past the end shows the
 * last. Its subject is one of the published subjects (the page's select): matched whole, so
 * "Education" is not also "Special education".
 */
export async function listResources(params: Record<string, string>) {
  const query = parseInput(libraryQuerySchema, { ...params, status: undefined, limit: undefined });
  const { rows, total, page } = await findPage(query, { drafts: false, wholeSubject: true }, RESOURCES_PAGE_SIZE, (n) =>
    Math.min(query.page, lastPage(n, RESOURCES_PAGE_SIZE)),
  );
  return {
    items: await present(null, rows),
    total,
    page,
    pageSize: RESOURCES_PAGE_SIZE,
    totalPages: lastPage(total, RESOURCES_PAGE_SIZE),
  };
}

/** The choices of the /resources filters: the subjects and keywords of published items, alphabetical (at most 200 each). */
export async function resourceFilters(): Promise<{ subjects: string[]; keywords: string[] }> {
  const db = await getDb();
  const published = and(isNull(libraryItems.deletedAt), isNotNull(libraryItems.approvedAt));
  const [subjects, keywords] = await Promise.all([
    db.selectDistinct({ subject: libraryItems.subject }).from(libraryItems).where(published).orderBy(libraryItems.subject).limit(200),
    db
      .selectDistinct({ keyword: sql<string>`unnest(${libraryItems.keywords})`.as("keyword") })
      .from(libraryItems)
      .where(published)
      .orderBy(sql`keyword`)
      .limit(200),
  ]);
  return { subjects: subjects.map((s) => s.subject), keywords: keywords.map((k) => k.keyword) };
}

/** One published item for its public page (/resources/{id}) and its cover route: no streaming URL; 404 otherwise. */
export async function getPublicLibraryItem(id: string) {
  const loaded = await loadItem(id);
  if (loaded.item.approvedAt === null) throw new NotFoundError(NOT_FOUND);
  return presentOne(null, loaded);
}

/** The sitemap's library entries: every published item's id and last change, newest first (at most 50,000). */
export async function listSitemapLibrary(): Promise<{ id: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ id: libraryItems.id, updatedAt: libraryItems.updatedAt })
    .from(libraryItems)
    .where(and(isNull(libraryItems.deletedAt), isNotNull(libraryItems.approvedAt)))
    .orderBy(desc(libraryItems.updatedAt), desc(libraryItems.id))
    .limit(50_000);
}

/** How many drafts wait to be published (the Library's badge). */
export async function countLibraryDrafts(actor: Actor | null): Promise<number> {
  assertCan(actor, "library.manage");
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(libraryItems)
    .where(and(isNull(libraryItems.deletedAt), isNull(libraryItems.approvedAt)));
  return total;
}
