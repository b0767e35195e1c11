import { urlForCaller } from "@/lib/http/caller-url";
import { getStorage } from "./index";

/** Signed URLs in lists, pages, dashboards and bins: long enough for a page to stay open a while. */
export const PAGE_URL_SECONDS = 60 * 60;

/**
 * A short-lived URL of the stored object `key`, as the caller can use it (lib/caller-url): our
 * local HMAC URL or an S3 presigned GET, signed by the adapter with no round trip.
 */
export async function downloadUrlFor(key: string, contentType: string, expiresInSeconds: number = PAGE_URL_SECONDS): Promise<string> {
  return urlForCaller(await getStorage().createDownloadUrl(key, { expiresInSeconds, contentType }));
}

/**
 * How long a video's streaming URL lives: twice its length plus ten minutes, so seeking near
 * the end still works, from 15 minutes to 6 hours; a video of unknown length as one of 30 minutes.
 */
export function streamSeconds(durationSeconds: number | null): number {
  const seconds = durationSeconds ?? 30 * 60;
  return Math.min(6 * 60 * 60, Math.max(15 * 60, seconds * 2 + 10 * 60));
}
