import { EXTENSION_OF, isAllowedType, type MediaType, type ObjectKind } from "./limits";

/**
 * Object keys are always generated here, never taken from a file name:
 * `<folder>/<yyyy>/<mm>/<uuid>.<ext>`, e.g. `videos/2026/11/0b6e…-….mp4`. The month folder keeps
 * listings (and local directories) small; the random UUID makes keys unguessable.
 */
const FOLDER: Readonly<Record<ObjectKind, string>> = { video: "videos", thumbnail: "thumbnails", image: "images" };

const KIND_OF_FOLDER: Readonly<Record<string, ObjectKind>> = { videos: "video", thumbnails: "thumbnail", images: "image" };

/** Exactly the keys newObjectKey makes: nothing else (no `..`, no absolute path, no other folder). */
const KEY_PATTERN =
  /^(videos|thumbnails|images)\/(\d{4})\/(0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp4|webm|mov|jpg|png|webp)$/;

function extensionsFor(kind: ObjectKind): string[] {
  return Object.entries(EXTENSION_OF)
    .filter(([type]) => isAllowedType(kind, type))
    .map(([, ext]) => ext);
}

/**
 * A fresh random key for an object of `kind`. `ext` is one of the kind's extensions (`mp4`,
 * `.webm`, `jpg`…) or one of its content types (`video/mp4`); anything else throws.
 */
export function newObjectKey(kind: ObjectKind, ext: string, now: Date = new Date()): string {
  const wanted = ext.toLowerCase().replace(/^\./, "");
  const normalised = wanted in EXTENSION_OF ? EXTENSION_OF[wanted as MediaType] : wanted === "jpeg" ? "jpg" : wanted;
  if (!extensionsFor(kind).includes(normalised)) {
    throw new Error(`newObjectKey: "${ext}" is not an extension allowed for a ${kind}`);
  }
  const year = String(now.getUTCFullYear()).padStart(4, "0");
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${FOLDER[kind]}/${year}/${month}/${crypto.randomUUID()}.${normalised}`;
}

/** The keys of data exports (newExportKey): their own folder, never an upload's. */
const EXPORT_KEY_PATTERN = /^exports\/(\d{4})\/(0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.zip$/;

/**
 * A fresh random key for a person's data export (features/privacy): `exports/<yyyy>/<mm>/<uuid>.zip`.
 * Nothing in it names the person; the random UUID makes it unguessable.
 */
export function newExportKey(now: Date = new Date()): string {
  const year = String(now.getUTCFullYear()).padStart(4, "0");
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `exports/${year}/${month}/${crypto.randomUUID()}.zip`;
}

/** Whether `key` has the exact shape of our keys (see KEY_PATTERN, and the exports' EXPORT_KEY_PATTERN). */
export function isObjectKey(key: string): boolean {
  if (EXPORT_KEY_PATTERN.test(key)) return true;
  if (!KEY_PATTERN.test(key)) return false;
  const [folder, , , file] = key.split("/");
  const kind = KIND_OF_FOLDER[folder ?? ""];
  return kind !== undefined && extensionsFor(kind).includes(file?.split(".").pop() ?? "");
}

/** The kind of object a key names, or null for anything that is not one of our keys (and for an export, which is no upload). */
export function kindOfKey(key: string): ObjectKind | null {
  return isObjectKey(key) ? (KIND_OF_FOLDER[key.split("/")[0] ?? ""] ?? null) : null;
}
