import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { setStorageForTests } from "@/lib/storage";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { mediaFixture, type MediaFixture } from "@/test/media";
import { checkPutOptions, readableOf, sizeCheck } from "@/lib/storage/body";
import { isObjectKey } from "@/lib/storage/keys";
import { MAX_URL_LIFETIME_SECONDS, isPlainContentType, servedDisposition } from "@/lib/storage/limits";
import { parseRange } from "@/lib/storage/local";
import type { PutBody, PutOptions, Storage, StoredObject, UploadOptions, UploadTarget } from "@/lib/storage/types";

type Issued = { method: "PUT" | "GET"; key: string; contentType: string; size: number; expiresAt: number };

/**
 * An in-memory Storage for tests of the services: objects are byte arrays in a map; `place` stands
 * in for the browser's direct upload; `deleted` records every delete; `reads` every ranged read.
 * It keeps the Storage
 * contract (lib/storage/contract.ts) like the real adapters: it refuses the keys and options
 * they refuse, and `fetch` answers its URLs as they would.
 */
export class MemoryStorage implements Storage {
  readonly kind = "local" as const;
  readonly objects = new Map<string, Uint8Array>();
  readonly deleted: string[] = [];
  readonly targets: { key: string; contentType: string; size: number }[] = [];
  readonly reads: { key: string; start: number; length: number }[] = [];
  readonly #issued = new Map<string, Issued>();

  async createUploadTarget(key: string, options: UploadOptions): Promise<UploadTarget> {
    checkKey(key);
    checkUrlOptions(options);
    if (!Number.isSafeInteger(options.size) || options.size < 1) throw new Error("size must be a positive whole number");
    this.targets.push({ key, contentType: options.contentType, size: options.size });
    const expiresAt = new Date(Date.now() + options.expiresInSeconds * 1000);
    const url = `memory://upload/${encodeURIComponent(key)}?expires=${options.expiresInSeconds}`;
    this.#issued.set(url, {
      method: "PUT",
      key,
      contentType: options.contentType,
      size: options.size,
      expiresAt: expiresAt.getTime(),
    });
    return { url, method: "PUT", headers: { "Content-Type": options.contentType }, expiresAt };
  }
  async head(key: string): Promise<StoredObject | null> {
    checkKey(key);
    const bytes = this.objects.get(key);
    return bytes ? { size: bytes.byteLength } : null;
  }
  async readRange(key: string, start: number, length: number): Promise<Uint8Array> {
    checkKey(key);
    if (!Number.isSafeInteger(start) || start < 0 || !Number.isSafeInteger(length) || length < 0) {
      throw new Error("readRange: start and length must be whole numbers of 0 or more");
    }
    const bytes = this.objects.get(key);
    if (!bytes) throw new NotFoundError("File not found.");
    this.reads.push({ key, start, length });
    return bytes.slice(start, start + length);
  }
  async createDownloadUrl(key: string, options: { expiresInSeconds: number; contentType: string }): Promise<string> {
    checkKey(key);
    checkUrlOptions(options);
    const url = `memory://download/${encodeURIComponent(key)}?expires=${options.expiresInSeconds}`;
    this.#issued.set(url, {
      method: "GET",
      key,
      contentType: options.contentType,
      size: 0,
      expiresAt: Date.now() + options.expiresInSeconds * 1000,
    });
    return url;
  }
  async delete(key: string): Promise<void> {
    checkKey(key);
    this.deleted.push(key);
    this.objects.delete(key);
  }
  /** Reads the whole body (a test double may), refusing what the real adapters refuse. */
  async put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject> {
    checkKey(key);
    checkPutOptions(body, options);
    if (this.objects.has(key)) throw new ConflictError("A file is already stored under this key.");
    const chunks: Uint8Array[] = [];
    const counted = sizeCheck(options);
    await pipeline(readableOf(body), counted, async (source: AsyncIterable<Uint8Array>) => {
      for await (const chunk of source) chunks.push(chunk);
    });
    if (this.objects.has(key)) throw new ConflictError("A file is already stored under this key.");
    this.objects.set(key, new Uint8Array(Buffer.concat(chunks)));
    return { size: counted.bytes };
  }
  /** What a browser's PUT of these bytes would have stored (tests that need no signed URL). */
  place(key: string, bytes: Uint8Array): void {
    checkKey(key);
    this.objects.set(key, bytes);
  }
  /**
   * What a browser's request to one of this store's URLs gets: a PUT to an upload target stores
   * the body (sent with the signed Content-Type, exactly the signed size, once: 409 when the key
   * already holds an object, like the local adapter; S3 answers 412); a GET of a download URL
   * answers the object with the signed type, inline, honouring one byte range.
   */
  async fetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: Uint8Array } = {}): Promise<Response> {
    const issued = this.#issued.get(url);
    const method = init.method ?? "GET";
    const headers = new Headers(init.headers);
    if (!issued || issued.method !== method || issued.expiresAt <= Date.now()) return new Response(null, { status: 403 });
    if (method === "PUT") {
      const body = init.body ?? new Uint8Array(0);
      if (headers.get("content-type") !== issued.contentType) return new Response(null, { status: 400 });
      if (body.byteLength > issued.size) return new Response(null, { status: 413 });
      if (body.byteLength !== issued.size) return new Response(null, { status: 400 });
      if (this.objects.has(issued.key)) return new Response(null, { status: 409 });
      this.objects.set(issued.key, body.slice());
      return new Response(null, { status: 201 });
    }
    const bytes = this.objects.get(issued.key);
    if (!bytes) return new Response(null, { status: 404 });
    const range = parseRange(headers.get("range"), bytes.byteLength);
    if (range === "unsatisfiable") return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${bytes.byteLength}` } });
    const served = new Headers({ "Content-Type": issued.contentType, "Content-Disposition": servedDisposition(issued.contentType) });
    if (range) served.set("Content-Range", `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
    const part = range ? bytes.slice(range.start, range.end + 1) : bytes.slice();
    return new Response(part, { status: range ? 206 : 200, headers: served });
  }
  /** The keys that hold an object now. */
  keys(): string[] {
    return [...this.objects.keys()];
  }
  clear(): void {
    this.objects.clear();
    this.deleted.length = 0;
    this.targets.length = 0;
    this.reads.length = 0;
    this.#issued.clear();
  }
}

/** The real adapters' checks (lib/storage/local.ts and s3.ts), with the same errors. */
function checkKey(key: string): void {
  if (!isObjectKey(key)) throw new BadRequestError("Invalid file key.");
}
function checkUrlOptions(options: { contentType: string; expiresInSeconds: number }): void {
  if (!isPlainContentType(options.contentType)) throw new Error(`Not a plain content type: ${options.contentType}`);
  const seconds = options.expiresInSeconds;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_URL_LIFETIME_SECONDS) {
    throw new Error(`expiresInSeconds must be a whole number from 1 to ${MAX_URL_LIFETIME_SECONDS}`);
  }
}

const FIXTURE_OF: Record<"mp4" | "mov" | "webm" | "jpeg" | "png" | "webp", MediaFixture> = {
  mp4: "clip.mp4",
  mov: "clip.mov",
  webm: "clip.webm",
  jpeg: "still.jpg",
  png: "still.png",
  webp: "still.webp",
};

/**
 * A real file of each type (test/fixtures/media, which parses as the container it claims),
 * padded with zero bytes to `size` when that is larger; "text" is not media at all.
 */
export function fileBytes(kind: keyof typeof FIXTURE_OF | "text", size = 64): Uint8Array {
  const head = kind === "text" ? new TextEncoder().encode("hello, this is not a video at all") : mediaFixture(FIXTURE_OF[kind]);
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  return out;
}

/** A MemoryStorage for a test file: installed for the file, emptied before every test, removed after. */
export function withMemoryStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  beforeAll(() => setStorageForTests(storage));
  afterAll(() => setStorageForTests());
  beforeEach(() => storage.clear());
  return storage;
}
