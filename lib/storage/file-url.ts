/**
 * Signed media URLs (lib/storage createDownloadUrl: our local HMAC URLs, S3 presigned GETs) differ
 * between two answers naming the same file: the signature and expiry change every time. A client
 * that sends an object back (an update that round-trips, lib/validate.ts parseUpdate) sends the
 * URL it was given; these say whether it still names the file we hold.
 */

/** The query parameters that sign a URL rather than name a file (ours and S3's), lower case. */
const SIGNING_PARAMS = ["expires", "sig", "x-amz-date", "x-amz-expires", "x-amz-signature", "x-amz-credential", "x-amz-security-token"];

/** The file a media URL names: the URL without its signature and expiry, its other parameters sorted; null for no URL. */
export function fileOfUrl(url: string): string | null {
  try {
    const parsed = new URL(url, "http://relative.invalid");
    for (const name of [...parsed.searchParams.keys()]) if (SIGNING_PARAMS.includes(name.toLowerCase())) parsed.searchParams.delete(name);
    parsed.searchParams.sort();
    return parsed.href;
  } catch {
    return null;
  }
}

/** Whether a URL sent back names the same file as ours (a parseUpdate `SameValue`). */
export function sameFileUrl(sent: unknown, ours: unknown): boolean {
  return typeof sent === "string" && typeof ours === "string" && fileOfUrl(sent) !== null && fileOfUrl(sent) === fileOfUrl(ours);
}
