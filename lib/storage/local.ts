import { createHmac, createSecretKey, hkdfSync, randomUUID, timingSafeEqual, type KeyObject } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { checkPutOptions, readableOf, sizeCheck } from "./body";
import { isObjectKey } from "./keys";
import { DownloadUrls } from "./download-urls";
import { MAX_URL_LIFETIME_SECONDS, isPlainContentType, servedDisposition } from "./limits";
import type { PutBody, PutOptions, Storage, StoredObject, UploadOptions, UploadTarget } from "./types";
import { logFor } from "@/lib/observability/log";
import { currentRequestId } from "@/lib/observability/context";

const log = logFor("storage");

/**
 * Local-disk storage (embedded mode, or a single-server deployment without S3_BUCKET).
 * Objects live under `<DATA_DIR>/uploads/<key>`. The browser talks to our own routes
 * (app/api/v1/files/upload and …/download) through URLs signed here: HMAC-SHA256 over the
 * method, key, expiry, exact size and content type, with a key derived from AUTH_SECRET.
 * The URLs are relative to the site (`/api/v1/files/…?…`). An upload URL is single use: a key
 * that holds an object is never written again (409), so a confirmed file cannot be replaced.
 */
export const UPLOAD_PATH = "/api/v1/files/upload";
export const DOWNLOAD_PATH = "/api/v1/files/download";

/** Longest a browser may cache a download, whatever the URL's expiry. */
const MAX_CACHE_SECONDS = 3600;

export type SignedFields = {
  method: "PUT" | "GET";
  key: string;
  /** Unix time in seconds. */
  expires: number;
  /** The exact size of the upload in bytes; 0 for downloads. */
  size: number;
  contentType: string;
};

/**
 * Derives the URL-signing key from the app's secret, so the secret itself never signs URLs. A
 * KeyObject, made once: an HMAC keyed with a Buffer makes one for every signature (a page of the
 * catalogue signs nine thumbnails).
 */
export function urlSigningKey(authSecret: string): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync("sha256", authSecret, "mindful-minds-storage", "signed file urls v1", 32)));
}

export function signFields(signingKey: KeyObject, f: SignedFields): string {
  const payload = [f.method, f.key, String(f.expires), String(f.size), f.contentType].join("\n");
  return createHmac("sha256", signingKey).update(payload).digest("base64url");
}

/** The query string of a signed URL. */
export function signedQuery(signingKey: KeyObject, f: SignedFields): URLSearchParams {
  const query = new URLSearchParams({ key: f.key, expires: String(f.expires), type: f.contentType });
  if (f.method === "PUT") query.set("size", String(f.size));
  query.set("sig", signFields(signingKey, f));
  return query;
}

const INVALID_LINK = "This file link is not valid.";
const ALREADY_UPLOADED = "This file has already been uploaded; an upload link works once.";
const ALREADY_STORED = "A file is already stored under this key.";
const EXPIRED_LINK = "This file link has expired.";

/** The media type of a Content-Type header without parameters, lower case. */
function essence(header: string | null): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

function validLifetime(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_URL_LIFETIME_SECONDS) {
    throw new Error(`expiresInSeconds must be a whole number from 1 to ${MAX_URL_LIFETIME_SECONDS}`);
  }
}

function validSize(size: number): void {
  if (!Number.isSafeInteger(size) || size < 1) throw new Error("size must be a positive whole number");
}

function validRange(start: number, length: number): void {
  if (!Number.isSafeInteger(start) || start < 0 || !Number.isSafeInteger(length) || length < 0) {
    throw new Error("readRange: start and length must be whole numbers of 0 or more");
  }
}

type ByteRange = { start: number; end: number };

/**
 * One byte range of an HTTP Range header (RFC 9110 14.1.2) against a file of `size` bytes:
 * null when the header is absent, malformed or asks for several ranges (the whole file is then
 * sent), "unsatisfiable" when no byte of it exists.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * Whether the configured adapter is the local disk, so its signed-URL routes may serve. Not
 * `instanceof`: Next bundles each route apart, and an adapter made by another copy of this class
 * is not an instance of this one (the production upload route answered 404 that way while the
 * adapter was shared on globalThis).
 */
export function isLocalStorage(storage: Storage): storage is LocalStorage {
  const candidate = storage as Partial<LocalStorage>;
  return storage.kind === "local" && typeof candidate.receiveUpload === "function" && typeof candidate.serveDownload === "function";
}

export class LocalStorage implements Storage {
  readonly kind = "local" as const;
  readonly dir: string;
  readonly #signingKey: KeyObject;
  readonly #now: () => number;
  readonly #downloadUrls = new DownloadUrls();

  constructor(options: { dir: string; authSecret: string; now?: () => number }) {
    this.dir = path.resolve(options.dir);
    this.#signingKey = urlSigningKey(options.authSecret);
    this.#now = options.now ?? Date.now;
  }

  /** The file of `key`; refuses anything that is not one of our keys or would leave the folder. */
  pathOf(key: string): string {
    if (!isObjectKey(key)) throw new BadRequestError("Invalid file key.");
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(this.dir + path.sep)) throw new BadRequestError("Invalid file key.");
    return file;
  }

  async createUploadTarget(key: string, options: UploadOptions): Promise<UploadTarget> {
    this.pathOf(key);
    validLifetime(options.expiresInSeconds);
    if (!isPlainContentType(options.contentType)) throw new Error(`Not a plain content type: ${options.contentType}`);
    validSize(options.size);
    const expires = Math.floor(this.#now() / 1000) + options.expiresInSeconds;
    const query = signedQuery(this.#signingKey, {
      method: "PUT",
      key,
      expires,
      size: options.size,
      contentType: options.contentType,
    });
    return {
      url: `${UPLOAD_PATH}?${query}`,
      method: "PUT",
      headers: { "Content-Type": options.contentType },
      expiresAt: new Date(expires * 1000),
    };
  }

  async createDownloadUrl(key: string, options: { expiresInSeconds: number; contentType: string }): Promise<string> {
    this.pathOf(key);
    validLifetime(options.expiresInSeconds);
    if (!isPlainContentType(options.contentType)) throw new Error(`Not a plain content type: ${options.contentType}`);
    const { contentType, expiresInSeconds } = options;
    return this.#downloadUrls.get(key, contentType, expiresInSeconds, Math.floor(this.#now() / 1000), ({ expires }) => {
      return `${DOWNLOAD_PATH}?${signedQuery(this.#signingKey, { method: "GET", key, expires, size: 0, contentType })}`;
    });
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readRange(key: string, start: number, length: number): Promise<Uint8Array> {
    validRange(start, length);
    const handle = await open(this.pathOf(key), "r").catch((error: unknown) => {
      throw isMissing(error) ? new NotFoundError("File not found.") : error;
    });
    try {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, (await handle.stat()).size - start)));
      let filled = 0;
      while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, start + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return buffer.subarray(0, filled);
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /**
   * Checks a signed URL's query for `method`: 400 for a key that is not ours, 403 for a missing,
   * tampered or expired signature. Returns the signed fields.
   */
  verify(method: "PUT" | "GET", query: URLSearchParams): SignedFields {
    const key = query.get("key") ?? "";
    const sig = query.get("sig");
    const expiresText = query.get("expires") ?? "";
    const sizeText = method === "PUT" ? (query.get("size") ?? "") : "0";
    const contentType = query.get("type") ?? "";
    if (!sig || !/^\d{1,12}$/.test(expiresText) || !/^\d{1,15}$/.test(sizeText) || !isPlainContentType(contentType)) {
      throw new ForbiddenError(INVALID_LINK);
    }
    this.pathOf(key);
    const fields: SignedFields = { method, key, expires: Number(expiresText), size: Number(sizeText), contentType };
    const expected = Buffer.from(signFields(this.#signingKey, fields), "base64url");
    const given = Buffer.from(sig, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ForbiddenError(INVALID_LINK);
    if (fields.expires * 1000 <= this.#now()) throw new ForbiddenError(EXPIRED_LINK);
    return fields;
  }

  /**
   * The upload route: streams the body to a temporary file in the uploads folder, counting
   * bytes, and links it into place once complete. A body longer than the signed size stops the
   * transfer with 413, a shorter one is refused with 400, and either leaves nothing on disk; the
   * body is never held in memory. The key is written once: if an object is already there the
   * upload is refused with 409, before reading the body and again, atomically, when placing it.
   */
  async receiveUpload(req: Request): Promise<{ size: number }> {
    const signed = this.verify("PUT", new URL(req.url).searchParams);
    if (essence(req.headers.get("content-type")) !== signed.contentType) {
      throw new BadRequestError(`The upload must be sent with Content-Type ${signed.contentType}.`);
    }
    const tooLarge = () => new AppError(413, `The file is larger than the ${signed.size} bytes declared.`);
    const declared = req.headers.get("content-length");
    if (declared !== null && Number(declared) > signed.size) throw tooLarge();
    if (await this.head(signed.key)) throw new ConflictError(ALREADY_UPLOADED);

    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > signed.size) done(tooLarge());
        else done(null, chunk);
      },
    });
    const source = req.body ? Readable.fromWeb(req.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    try {
      await this.#place(signed.key, source, limit, () => {
        if (size !== signed.size) throw new BadRequestError(`The upload is incomplete: ${size} of ${signed.size} bytes arrived.`);
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: error }, "upload failed");
      throw new BadRequestError("The upload did not complete. Please try again.");
    }
    return { size };
  }

  /**
   * Stores an object from the server: the same exclusive write as an upload (streamed to a
   * temporary file, linked into place, never over an existing object), of exactly the declared size.
   */
  async put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject> {
    this.pathOf(key);
    checkPutOptions(body, options);
    if (await this.head(key)) throw new ConflictError(ALREADY_STORED);
    const counted = sizeCheck(options);
    await this.#place(key, readableOf(body), counted);
    return { size: counted.bytes };
  }

  /** Where uploads are written until they are complete (`#place`). */
  #incoming(): string {
    return path.join(this.dir, ".incoming");
  }

  /**
   * The temporary files of uploads cut off by a crash or a restart (`#place` removes its own
   * otherwise), not written to for `olderThanMs`: deleted (the job uploads.expired).
   */
  async sweepPartialUploads(olderThanMs: number): Promise<number> {
    const names = await readdir(this.#incoming()).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const before = this.#now() - olderThanMs;
    let swept = 0;
    for (const name of names) {
      const temp = path.join(this.#incoming(), name);
      const info = await stat(temp).catch(() => null);
      if (!info?.isFile() || info.mtimeMs >= before) continue;
      await rm(temp, { force: true });
      swept += 1;
    }
    return swept;
  }

  /**
   * Streams `source` through `check` (which counts and limits the bytes) to a temporary file in
   * the uploads folder, runs `complete` (which may refuse what arrived), and links the file to
   * `key`'s place. Whatever fails leaves nothing on disk; the body is never held in memory.
   */
  async #place(key: string, source: Readable, check: Transform, complete?: () => void): Promise<void> {
    const file = this.pathOf(key);
    const incoming = this.#incoming();
    await mkdir(incoming, { recursive: true });
    const temp = path.join(incoming, randomUUID());
    try {
      await pipeline(source, check, createWriteStream(temp, { flags: "wx", mode: 0o600 }));
      complete?.();
      await mkdir(path.dirname(file), { recursive: true });
      // link(2), unlike rename(2), never replaces an existing file: of two complete writes to
      // the same key exactly one gets there, the other gets EEXIST.
      await link(temp, file).catch((error: unknown) => {
        throw (error as NodeJS.ErrnoException).code === "EEXIST" ? new ConflictError(ALREADY_UPLOADED) : error;
      });
    } finally {
      await rm(temp, { force: true });
    }
  }

  /**
   * The download route: streams the file with the signed Content-Type, a fixed inline
   * Content-Disposition and nosniff; honours one HTTP byte range (206, or 416 when none of it
   * exists) so players can seek.
   */
  async serveDownload(req: Request): Promise<Response> {
    const signed = this.verify("GET", new URL(req.url).searchParams);
    const handle = await open(this.pathOf(signed.key), "r").catch((error: unknown) => {
      throw isMissing(error) ? new NotFoundError("File not found.") : error;
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new NotFoundError("File not found.");
      const size = info.size;
      const maxAge = Math.max(0, Math.min(MAX_CACHE_SECONDS, signed.expires - Math.ceil(this.#now() / 1000)));
      const headers = new Headers({
        "Accept-Ranges": "bytes",
        "Cache-Control": `private, max-age=${maxAge}`,
        "X-Content-Type-Options": "nosniff",
      });
      const range = parseRange(req.headers.get("range"), size);
      if (range === "unsatisfiable") {
        await handle.close();
        headers.set("Content-Range", `bytes */${size}`);
        headers.set("Content-Type", "application/json");
        const answer = { message: "The requested range is not satisfiable.", requestId: currentRequestId() };
        return new Response(JSON.stringify(answer), { status: 416, headers });
      }
      headers.set("Content-Type", signed.contentType);
      headers.set("Content-Disposition", servedDisposition(signed.contentType));
      const { start, end } = range ?? { start: 0, end: size - 1 };
      headers.set("Content-Length", String(Math.max(0, end - start + 1)));
      if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
      if (size === 0) {
        await handle.close();
        return new Response(null, { status: 200, headers });
      }
      // The read stream owns the handle from here and closes it when done or cancelled.
      const stream = Readable.toWeb(handle.createReadStream({ start, end })) as ReadableStream<Uint8Array>;
      return new Response(stream, { status: range ? 206 : 200, headers });
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
