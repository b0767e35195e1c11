import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { can } from "@/registry/permissions";
import type { DbOrTx } from "@/lib/db/client";
import { loadRecord, type LoadOptions } from "@/lib/db/recycle-bin";
import { fullName, users, videos, type VideoRow } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { downloadUrlFor, PAGE_URL_SECONDS, streamSeconds } from "@/lib/storage/signed-urls";
import { serializeVideo, type Uploader } from "./serialize";

export const uploaderColumns = { id: users.id, name: fullName, email: users.email, bio: users.bio };
export type Loaded = { video: VideoRow; uploader: Uploader | null };

/** Thumbnails in lists and pages: long enough for a page to stay open a while. */
export const THUMBNAIL_URL_SECONDS = PAGE_URL_SECONDS;

/**
 * Videos with their uploaders: the one query every read of videos starts from (one video,
 * the catalogue, the recycle bin), so they all return the same `Loaded` shape.
 */
export function selectVideos(db: DbOrTx) {
  return db.select({ video: videos, uploader: uploaderColumns }).from(videos).leftJoin(users, eq(users.id, videos.uploadedBy));
}

/** One video with its uploader; 404 (`notFound`) when there is no such video for these options (lib/db loadRecord). */
export function loadVideo(id: string, options: LoadOptions = {}): Promise<Loaded> {
  return loadRecord(videos, selectVideos, id, "Video not found", options);
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
  return downloadUrlFor(video.thumbnailKey, video.thumbnailType ?? "image/jpeg", THUMBNAIL_URL_SECONDS);
}

/** A short-lived streaming URL of the video, outliving it by a margin so seeking near the end still works (lib/storage streamSeconds). */
function streamUrlFor(video: VideoRow): Promise<string> {
  return downloadUrlFor(video.videoKey, video.videoType, streamSeconds(video.durationSeconds));
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
