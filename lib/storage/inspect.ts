import { fileTypeFromTokenizer, type FileTypeResult } from "file-type";
import { imageSize } from "image-size";
import { parseFromTokenizer } from "music-metadata";
import { AbstractTokenizer, EndOfStreamError, type IRandomAccessFileInfo, type IReadChunkOptions } from "strtok3";
import { MB, type MediaType } from "./limits";
import type { Storage } from "./types";

/**
 * Whether a stored object really is the media it claims to be: file-type reads the type from its
 * first bytes (`mediaTypeOf`), then a maintained parser reads the container: music-metadata for MP4, QuickTime
 * and WebM (it must find a video track), image-size for JPEG, PNG and WebP (it must find the
 * dimensions). A file that only starts like a video (`ftyp` followed by HTML) fails here.
 *
 * The parsers read through ranged reads of the object (Storage.readRange), in blocks, so only
 * the headers are fetched: an MP4's `moov` box, wherever it is, but never its media data.
 */

/** Bytes fetched per ranged read. */
const BLOCK = 64 * 1024;
/** At most this much of one object is read to check it; a real header is far smaller. */
export const INSPECT_BUDGET = 16 * MB;
/** Enough of an image for its dimensions (a JPEG's frame header may follow large EXIF blocks). */
const IMAGE_HEAD = 512 * 1024;

/** A failure of the store itself (down, object missing), kept apart from the parser's own errors. */
class StorageReadError extends Error {}

/** A strtok3 tokenizer over one stored object, reading blocks on demand with ranged reads. */
export class StorageTokenizer extends AbstractTokenizer {
  readonly fileInfo: IRandomAccessFileInfo;
  readonly #blocks = new Map<number, Uint8Array>();
  #fetched = 0;

  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    size: number,
    mimeType: string,
  ) {
    super();
    this.fileInfo = { size, mimeType };
  }

  /** Bytes read from storage so far (the test checks that a check reads little). */
  get bytesFetched(): number {
    return this.#fetched;
  }

  supportsRandomAccess(): boolean {
    return true;
  }

  setPosition(position: number): void {
    this.validateLength(position, "position");
    this.position = position;
  }

  async readBuffer(target: Uint8Array, options?: IReadChunkOptions): Promise<number> {
    const normalised = this.normalizeOptions(target, options);
    const read = await this.peekBuffer(target, normalised);
    this.position = normalised.position + read;
    return read;
  }

  async peekBuffer(target: Uint8Array, options?: IReadChunkOptions): Promise<number> {
    const { position, length, mayBeLess } = this.normalizeOptions(target, options);
    const wanted = Math.max(0, Math.min(length, this.fileInfo.size - position));
    if (!mayBeLess && wanted < length) throw new EndOfStreamError();
    let filled = 0;
    while (filled < wanted) {
      const at = position + filled;
      const index = Math.floor(at / BLOCK);
      const block = await this.#block(index);
      const offset = at - index * BLOCK;
      const part = block.subarray(offset, offset + wanted - filled);
      if (part.length === 0) break;
      target.set(part, filled);
      filled += part.length;
    }
    if (!mayBeLess && filled < length) throw new EndOfStreamError();
    return filled;
  }

  async #block(index: number): Promise<Uint8Array> {
    const cached = this.#blocks.get(index);
    if (cached) return cached;
    if (this.#fetched + BLOCK > INSPECT_BUDGET) throw new RangeError(`more than ${INSPECT_BUDGET} bytes of header`);
    const bytes = await this.storage.readRange(this.key, index * BLOCK, BLOCK).catch((error: unknown) => {
      throw new StorageReadError("could not read the object", { cause: error });
    });
    this.#fetched += bytes.length;
    this.#blocks.set(index, bytes);
    return bytes;
  }
}

/** file-type's answers we accept, as our media type: an Apple M4V is served as MP4 (the same container). */
const ACCEPTED_SIGNATURES: Readonly<Record<string, MediaType>> = {
  "video/mp4": "video/mp4",
  "video/x-m4v": "video/mp4",
  "video/quicktime": "video/quicktime",
  "video/webm": "video/webm",
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/webp": "image/webp",
};

/**
 * One of our media types from file-type's answer; null for anything else (HTML, ZIP, Matroska,
 * HEIC, AVIF, 3GP, an empty file…).
 */
export function mediaTypeOf(found: FileTypeResult | undefined): MediaType | null {
  return found && Object.hasOwn(ACCEPTED_SIGNATURES, found.mime) ? ACCEPTED_SIGNATURES[found.mime]! : null;
}

/** The container each video type must parse as (music-metadata's `format.container`). */
function containerFits(type: MediaType, container: string | undefined): boolean {
  if (type === "video/webm") return container === "EBML/webm";
  // MP4 and QuickTime share the ISO BMFF parser; the container lists the brands (`isom/iso2/…`, `qt`).
  return container !== undefined && !container.startsWith("EBML");
}

const IMAGE_SIZE_TYPE: Partial<Record<MediaType, string>> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** What inspectMedia found: the real type and, for a video whose header says it, its duration. */
export type Inspected = { type: MediaType; durationSeconds: number | null };

/**
 * The media type of the object at `key` (of `size` bytes) when its first bytes and its container
 * agree and parse; null when they do not (not media, a disguised file, a truncated header…).
 * Storage failures (the store is down, the object is missing) are thrown, not answered null.
 */
export async function inspectObject(storage: Storage, key: string, size: number): Promise<MediaType | null> {
  return (await inspectMedia(storage, key, size))?.type ?? null;
}

/**
 * inspectObject, with the video's duration as its header gives it (an MP4's `mvhd`, WebM's
 * segment info; null when the header does not say), for uploads whose client sent none.
 */
export async function inspectMedia(storage: Storage, key: string, size: number): Promise<Inspected | null> {
  const tokenizer = new StorageTokenizer(storage, key, size, "application/octet-stream");
  const type = await fileTypeFromTokenizer(tokenizer).then(mediaTypeOf, (error: unknown) => {
    if (error instanceof StorageReadError) throw error.cause;
    // Any other error is the detector's on a malformed header (or one beyond the budget): not our media.
    return null;
  });
  if (!type) return null;
  if (type.startsWith("image/")) {
    const bytes = await storage.readRange(key, 0, Math.min(size, IMAGE_HEAD));
    try {
      const dimensions = imageSize(bytes);
      return dimensions.type === IMAGE_SIZE_TYPE[type] && dimensions.width > 0 && dimensions.height > 0
        ? { type, durationSeconds: null }
        : null;
    } catch {
      return null;
    }
  }
  try {
    tokenizer.fileInfo.mimeType = type;
    tokenizer.setPosition(0);
    const { format } = await parseFromTokenizer(tokenizer, { skipCovers: true, skipPostHeaders: true, duration: false });
    if (format.hasVideo !== true || !containerFits(type, format.container)) return null;
    // music-metadata gives the format's duration for audio; for MP4 and QuickTime, the tracks' (their `tkhd`).
    const duration = format.duration ?? Math.max(0, ...format.trackInfo.map((track) => Number(track.duration ?? 0)));
    return { type, durationSeconds: duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : null };
  } catch (error) {
    // Any other error is the parser's (a box larger than the file, a bad element, the end of the
    // file too soon, a header beyond the budget): the file is not a video we can serve.
    if (error instanceof StorageReadError) throw error.cause;
    return null;
  }
}
