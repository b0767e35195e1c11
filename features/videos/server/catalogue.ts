import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan, can } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { fullName, users, videos } from "@/lib/db/schema";
import { parseInput } from "@/lib/validate";
import { CATALOGUE_PAGE_SIZE, MANAGE_PAGE_SIZE, catalogueQuerySchema, type CatalogueQuery } from "@/features/videos/schema";
import { NotFoundError } from "@/lib/errors";
import { loadVideo, present, presentOne, selectVideos } from "./access";
import { escapeLike } from "@/lib/db/like";
import { onePage } from "@/lib/db/page";
import { queryFromParams } from "@/lib/http/search-params";

/**
 * The ids of videos whose title, content, description or tags (video_search_text(), migration
 * 0004), or whose uploader's name, match `pattern`. Written as a UNION of two indexed lookups
 * (the trigram indexes videos_search_idx and users_name_trgm_idx) rather than one OR across the
 * joined tables, which Postgres can only answer by reading every video.
 */
function searchMatches(pattern: string): SQL {
  return sql`SELECT ${videos.id} FROM ${videos} WHERE ${videos.deletedAt} IS NULL AND video_search_text(${videos.courseName}, ${videos.courseContent}, ${videos.description}, ${videos.tags}) ILIKE ${pattern}
    UNION ALL SELECT ${videos.id} FROM ${videos} WHERE ${videos.uploadedBy} IN (SELECT ${users.id} FROM ${users} WHERE ${users.name} ILIKE ${pattern})`;
}

function whereFor(actor: Actor | null, query: CatalogueQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(videos.deletedAt)];
  if (query.scope === "catalogue") conditions.push(eq(videos.status, "approved"));
  else if (query.status) conditions.push(eq(videos.status, query.status));
  if (query.scope === "mine" && actor) conditions.push(eq(videos.uploadedBy, actor.id));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(sql`${videos.id} IN (${searchMatches(pattern)})`);
  }
  // A topic (the category, whatever its case) or, for older links, a tag.
  if (query.tag) conditions.push(or(sql`lower(${videos.category}) = ${query.tag}`, sql`${videos.tags} @> ARRAY[${query.tag}]::text[]`));
  if (query.instructor) conditions.push(eq(videos.uploadedBy, query.instructor));
  if (query.duration === "short") conditions.push(lt(videos.durationSeconds, 600));
  if (query.duration === "medium") conditions.push(and(gte(videos.durationSeconds, 600), lte(videos.durationSeconds, 1800)));
  if (query.duration === "long") conditions.push(gt(videos.durationSeconds, 1800));
  return and(...conditions);
}

/** Checks that the actor may ask for this scope: `mine` needs video.manageOwn, `all` video.manageAll. */
function assertScope(actor: Actor | null, query: CatalogueQuery): void {
  if (query.scope === "mine") assertCan(actor, "video.manageOwn");
  if (query.scope === "all") assertCan(actor, "video.manageAll");
}

/**
 * The order of a scope's list: an uploader's own videos (`mine`, My Videos) newest first, as
 * they were uploaded; the catalogue and staff's list by rank ascending with unranked last, then
 * newest.
 */
function orderFor(query: CatalogueQuery): SQL[] {
  const newest = [desc(videos.createdAt), desc(videos.id)];
  return query.scope === "mine" ? newest : [sql`${videos.rank} ASC NULLS LAST`, ...newest];
}

/** The count of the matching videos and one page of them (with their uploaders, joined), in `order`. */
async function findPage(where: SQL | undefined, order: SQL[], limit: number, page: (total: number) => number) {
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(videos)
    .leftJoin(users, eq(users.id, videos.uploadedBy))
    .where(where);
  const current = page(total);
  const rows = await onePage(db, selectVideos(db).$dynamic(), videos.id, videos, {
    where,
    order,
    limit,
    offset: (current - 1) * limit,
  });
  return { rows, total, page: current };
}

/**
 * The catalogue for our pages and dashboards. `scope` picks whose videos: `catalogue` (approved
 * ones, anyone, also guests: `actor` null), `mine` (the caller's own, every status, newest first), `all`
 * (staff, every status). A page past the end shows the last page.
 */
export async function listVideos(actor: Actor | null, input: unknown) {
  const query = parseInput(catalogueQuerySchema, input ?? {});
  assertScope(actor, query);
  const pageSize = query.scope === "all" ? MANAGE_PAGE_SIZE : CATALOGUE_PAGE_SIZE;
  const { rows, total, page } = await findPage(whereFor(actor, query), orderFor(query), pageSize, (n) =>
    Math.min(query.page, Math.max(1, Math.ceil(n / pageSize))),
  );
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return { videos: await present(actor, rows), total, page, pageSize, totalPages };
}

/** GET video/getAllVideos: items a page by default, and the most a `limit` may ask for. */
export const API_PAGE_LIMIT = 100;

/** `limit`: a whole number from 1 to API_PAGE_LIMIT; anything else (absent, not a number, 0) is the default, larger is capped. */
function limitOf(value: unknown): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) && n >= 1 ? Math.min(n, API_PAGE_LIMIT) : API_PAGE_LIMIT;
}

/**
 * GET video/getAllVideos, the spec's shape: the items only (the route puts the paging in
 * headers). Without `scope`, staff (video.manageAll: admins with the content tab) get every
 * status and everyone else, guests included, approved videos only; `scope=mine` and the filters
 * work as in listVideos. Items carry a short-lived `videoUrl` for an approved account (the
 * spec's player plays from the list). A page past the end is empty, so a client paging until an
 * empty answer stops.
 */
export async function listVideosForApi(actor: Actor | null, input: Record<string, string>) {
  const { limit: rawLimit, ...rest } = input;
  const scope = rest.scope || (can(actor, "video.manageAll") ? "all" : "catalogue");
  const query = parseInput(catalogueQuerySchema, { ...rest, scope });
  assertScope(actor, query);
  const limit = limitOf(rawLimit);
  const { rows, total } = await findPage(whereFor(actor, query), orderFor(query), limit, () => query.page);
  return { items: await present(actor, rows, true), total, page: query.page, limit };
}

/** The public /videos page: approved videos only, whatever `scope` the URL says. */
export function listCatalogue(params: URLSearchParams | Record<string, string | string[] | undefined>) {
  return listVideos(null, { ...queryFromParams(params), scope: "catalogue", status: undefined });
}

export type TopicChoice = { value: string; label: string };

/**
 * The filter choices of the public catalogue: the instructors and the topics of approved videos.
 * A topic's value is its lower-case form (the `tag` parameter, normalised alike); its label the
 * spelling most of its videos use ("Body scan").
 */
export async function catalogueFilters(): Promise<{ instructors: { id: string; name: string }[]; topics: TopicChoice[] }> {
  const db = await getDb();
  const visible = and(isNull(videos.deletedAt), eq(videos.status, "approved"));
  const [instructors, topics] = await Promise.all([
    db
      .selectDistinct({ id: users.id, name: fullName })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.uploadedBy))
      .where(visible)
      .orderBy(fullName, users.id)
      .limit(500),
    db
      .select({ value: sql<string>`lower(${videos.category})`, label: sql<string>`mode() WITHIN GROUP (ORDER BY ${videos.category})` })
      .from(videos)
      .where(and(visible, isNotNull(videos.category)))
      .groupBy(sql`lower(${videos.category})`)
      .orderBy(sql`lower(${videos.category})`)
      .limit(500),
  ]);
  return { instructors, topics };
}

/**
 * One video of the public catalogue (the per-video page /videos/{id} and its thumbnail route):
 * approved and not deleted, with a fresh thumbnail URL and no streaming URL; 404 otherwise.
 */
export async function getPublicVideo(id: string) {
  const loaded = await loadVideo(id);
  if (loaded.video.status !== "approved") throw new NotFoundError("Video not found");
  return presentOne(null, loaded, false);
}

/**
 * An approved video's title, for anyone (GET video/getVideoTitle/{id}): the sign-in page names the
 * video a Play link leads to (pages/login.tsx), looked up by its id, never read from the URL.
 * 404 for any other id, as for a guest everywhere else.
 */
export async function getPublicVideoTitle(id: string): Promise<{ _id: string; courseName: string }> {
  const { video } = await loadVideo(id);
  if (video.status !== "approved") throw new NotFoundError("Video not found");
  return { _id: video.id, courseName: video.courseName };
}

/** The sitemap's video entries: every approved video's id and last change, newest first (at most 50,000, the sitemap limit). */
export async function listSitemapVideos(): Promise<{ id: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ id: videos.id, updatedAt: videos.updatedAt })
    .from(videos)
    .where(and(isNull(videos.deletedAt), eq(videos.status, "approved")))
    .orderBy(desc(videos.updatedAt), desc(videos.id))
    .limit(50_000);
}
