import "server-only";
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { can } from "@/registry/permissions";
import { getDb, type DbOrTx, type Tx } from "@/lib/db/client";
import { fullName, users, videos, type VideoRow } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { serializeVideo, type Uploader } from "./serialize";
import { getStorage } from "@/lib/storage";
import { urlForCaller } from "@/lib/caller-url";

export const uploaderColumns = { id: users.id, name: fullName, email: users.email, bio: users.bio };
export type Loaded = { video: VideoRow; uploader: Uploader | null };

/** Thumbnails in lists and pages: long enough for a page to stay open a while. */
export const THUMBNAIL_URL_SECONDS = 60 * 60;

/**
 * Videos with their uploaders: the one query every read of videos starts from (one video,
 * the catalogue, the recycle bin), so they all return the same `Loaded` shape.
 */
export function selectVideos(db: DbOrTx) {
  return db.select({ video: videos, uploader: uploaderColumns }).from(videos).leftJoin(users, eq(users.id, videos.uploadedBy));
}

type LoadOptions = {
  /** In the recycle bin (true) or out of it (default). */
  bin?: boolean;
  /** Further conditions; a video outside them is "not found" (e.g. another instructor's bin item). */
  where?: SQL;
  notFound?: string;
  /** Read inside this transaction (default: the pool). */
  tx?: Tx;
  /** Lock the video's row until `tx` ends, for a read-modify-write (tags, a staff edit). */
  lock?: boolean;
};

/** One video with its uploader; 404 (`notFound`) when there is no such video for these options. */
export async function loadVideo(id: string, options: LoadOptions = {}): Promise<Loaded> {
  const message = options.notFound ?? "Video not found";
  if (!isUuid(id)) throw new NotFoundError(message);
  const db = options.tx ?? (await getDb());
  const query = selectVideos(db).where(
    and(eq(videos.id, id), options.bin ? isNotNull(videos.deletedAt) : isNull(videos.deletedAt), options.where),
  );
  const [row] = await (options.lock ? query.for("update", { of: videos }) : query);
  if (!row) throw new NotFoundError(message);
  return row;
}

export const isStaffFor = (actor: Actor) => can(actor, "video.manageAll");
export const isOwner = (actor: Actor, video: VideoRow) => video.uploadedBy !== null && video.uploadedBy === actor.id;

/** Approved videos for every signed-in account; an uploader also their own; staff every one. */
export function canSee(actor: Actor, video: VideoRow): boolean {
  return video.status === "approved" || isStaffFor(actor) || (isOwner(actor, video) && can(actor, "video.manageOwn"));
}

/**
 * Changing a video: staff any, an uploader their own. Someone else's video is a 403 when the
 * actor may see it (an approved one) and a 404 when they may not even know it exists.
 */
export function assertMayChange(actor: Actor, video: VideoRow): void {
  if (isStaffFor(actor)) return;
  if (isOwner(actor, video) && can(actor, "video.manageOwn")) return;
  if (video.status === "approved" && video.deletedAt === null) throw new ForbiddenError("You can only change your own videos");
  throw new NotFoundError("Video not found");
}

export function showEmailTo(actor: Actor | null, video: VideoRow): boolean {
  return actor !== null && (isStaffFor(actor) || isOwner(actor, video));
}

/** A short-lived URL of a video's thumbnail, or null when it has none. */
export async function thumbnailUrlFor(video: Pick<VideoRow, "thumbnailKey" | "thumbnailType">): Promise<string | null> {
  if (!video.thumbnailKey) return null;
  return urlForCaller(
    await getStorage().createDownloadUrl(video.thumbnailKey, {
      expiresInSeconds: THUMBNAIL_URL_SECONDS,
      contentType: video.thumbnailType ?? "image/jpeg",
    }),
  );
}

/** Streaming URLs outlive the video by a margin, so seeking near the end still works; at most 6 hours. */
export function streamSecondsFor(video: VideoRow): number {
  return Math.min(6 * 60 * 60, Math.max(15 * 60, video.durationSeconds * 2 + 10 * 60));
}

/** A short-lived streaming URL of the video (a local HMAC or an S3 presign: no round trip either way). */
async function streamUrlFor(video: VideoRow): Promise<string> {
  return urlForCaller(
    await getStorage().createDownloadUrl(video.videoKey, { expiresInSeconds: streamSecondsFor(video), contentType: video.videoType }),
  );
}

/** Whether the actor may play this video: an approved account (video.watch) that may see it. */
export function mayPlay(actor: Actor | null, video: VideoRow): actor is Actor {
  return actor !== null && can(actor, "video.watch") && canSee(actor, video);
}

/**
 * Serialises a list with thumbnail URLs (signed locally by the adapter: no database work).
 * `withStreams` adds each item's `videoUrl` for an actor who may play it (GET video/getAllVideos:
 * the spec's player plays from the list); guests and pending accounts get null.
 */
export async function present(actor: Actor | null, rows: Loaded[], withStreams = false) {
  return Promise.all(
    rows.map(async ({ video, uploader }) =>
      serializeVideo(
        video,
        uploader,
        {
          thumbnailUrl: await thumbnailUrlFor(video),
          videoUrl: withStreams && mayPlay(actor, video) ? await streamUrlFor(video) : null,
        },
        { showEmail: showEmailTo(actor, video) },
      ),
    ),
  );
}

export async function presentOne(actor: Actor | null, row: Loaded, withStream = false) {
  const { video, uploader } = row;
  const videoUrl = withStream ? await streamUrlFor(video) : null;
  return serializeVideo(
    video,
    uploader,
    { thumbnailUrl: await thumbnailUrlFor(video), videoUrl },
    { showEmail: showEmailTo(actor, video) },
  );
}
