/**
 * What may be uploaded, per kind of object (DESIGN.md 6). Shared by the upload forms (to refuse
 * early, with the spec's messages) and by the server (which checks again after the upload, from
 * the object's real size and first bytes: lib/storage/inspect.ts).
 */
export const OBJECT_KINDS = ["video", "thumbnail", "image"] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export const MB = 1024 * 1024;

/** Largest object per kind, in bytes: a video at most 100 MB, a thumbnail or image at most 5 MB. */
export const MAX_BYTES: Readonly<Record<ObjectKind, number>> = {
  video: 100 * MB,
  thumbnail: 5 * MB,
  image: 5 * MB,
};

export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export type ImageType = (typeof IMAGE_TYPES)[number];
export type MediaType = VideoType | ImageType;

/** The content types accepted per kind. */
export const ALLOWED_TYPES: Readonly<Record<ObjectKind, readonly MediaType[]>> = {
  video: VIDEO_TYPES,
  thumbnail: IMAGE_TYPES,
  image: IMAGE_TYPES,
};

/** The file extension our keys use for each type. */
export const EXTENSION_OF: Readonly<Record<MediaType, string>> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

export function isMediaType(value: string): value is MediaType {
  return Object.hasOwn(EXTENSION_OF, value);
}

export function isAllowedType(kind: ObjectKind, type: string): type is MediaType {
  return (ALLOWED_TYPES[kind] as readonly string[]).includes(type);
}

/**
 * The fixed Content-Disposition objects are served with: shown inline, under a generic name
 * (`video.mp4`, `image.png`), never the uploader's file name.
 */
export function inlineDisposition(contentType: string): string {
  const ext = isMediaType(contentType) ? EXTENSION_OF[contentType] : "bin";
  const base = contentType.startsWith("video/") ? "video" : contentType.startsWith("image/") ? "image" : "file";
  return `inline; filename="${base}.${ext}"`;
}

/** The type of the one archive we store (a person's data export, features/privacy). */
export const ARCHIVE_TYPE = "application/zip";

/**
 * The Content-Disposition a stored object is served with: media inline (`inlineDisposition`), the
 * archive as an attachment under a generic name, since a browser can show nothing of it.
 */
export function servedDisposition(contentType: string): string {
  return contentType === ARCHIVE_TYPE ? 'attachment; filename="your-data.zip"' : inlineDisposition(contentType);
}

/** A content type we are willing to sign and echo in a header: `type/subtype`, lower case, no parameters. */
export function isPlainContentType(value: string): boolean {
  return /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/.test(value);
}

/** Presigned URLs live at most 7 days (S3's own limit), at least a second. */
export const MAX_URL_LIFETIME_SECONDS = 7 * 24 * 3600;

/**
 * When a download URL asked at `nowSeconds` (Unix time) to live `lifetime` seconds is signed from
 * and until: in steps of a quarter of its lifetime, so every URL of an object signed within one
 * step is the same URL. A browser or CDN that holds the image uses it again, and an image keeps
 * its address from one listing page to the next (issue 17). The URL lives at least `lifetime`
 * from now and at most a step longer; where that step would take it past
 * MAX_URL_LIFETIME_SECONDS, it is signed now for exactly `lifetime`.
 */
export function downloadWindow(nowSeconds: number, lifetime: number): { signedAt: number; expires: number } {
  const step = Math.max(1, Math.floor(lifetime / 4));
  if (lifetime + step > MAX_URL_LIFETIME_SECONDS) return { signedAt: nowSeconds, expires: nowSeconds + lifetime };
  const signedAt = Math.floor(nowSeconds / step) * step;
  return { signedAt, expires: signedAt + step + lifetime };
}
