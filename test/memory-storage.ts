import { BadRequestError, NotFoundError } from "@/lib/errors";
import { isObjectKey } from "@/lib/storage/keys";
import { MAX_URL_LIFETIME_SECONDS, inlineDisposition, isPlainContentType } from "@/lib/storage/limits";
import { parseRange } from "@/lib/storage/local";
import type { Storage, StoredObject, UploadTarget } from "@/lib/storage/types";

type Issued = { method: "PUT" | "GET"; key: string; contentType: string; maxBytes: number; expiresAt: number };

/**
 * An in-memory Storage for tests of the services: objects are byte arrays in a map; `put` stands
 * in for the browser's direct upload; `deleted` records every delete. It keeps the Storage
 * contract (lib/storage/contract.ts) like the real adapters: it refuses the keys and options
 * they refuse, and `fetch` answers its URLs as they would.
 */
export class MemoryStorage implements Storage {
  readonly kind = "local" as const;
  readonly objects = new Map<string, Uint8Array>();
  readonly deleted: string[] = [];
  readonly targets: { key: string; contentType: string; maxBytes: number }[] = [];
  readonly #issued = new Map<string, Issued>();

  async createUploadTarget(
    key: string,
    options: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<UploadTarget> {
    checkKey(key);
    checkUrlOptions(options);
    this.targets.push({ key, contentType: options.contentType, maxBytes: options.maxBytes });
    const expiresAt = new Date(Date.now() + options.expiresInSeconds * 1000);
    const url = `memory://upload/${encodeURIComponent(key)}?expires=${options.expiresInSeconds}`;
    this.#issued.set(url, {
      method: "PUT",
      key,
      contentType: options.contentType,
      maxBytes: options.maxBytes,
      expiresAt: expiresAt.getTime(),
    });
    return { url, method: "PUT", headers: { "Content-Type": options.contentType }, expiresAt };
  }
  async head(key: string): Promise<StoredObject | null> {
    checkKey(key);
    const bytes = this.objects.get(key);
    return bytes ? { size: bytes.byteLength } : null;
  }
  async readStart(key: string, length: number): Promise<Uint8Array> {
    checkKey(key);
    const bytes = this.objects.get(key);
    if (!bytes) throw new NotFoundError("File not found.");
    return bytes.slice(0, Math.max(0, length));
  }
  async createDownloadUrl(key: string, options: { expiresInSeconds: number; contentType: string }): Promise<string> {
    checkKey(key);
    checkUrlOptions(options);
    const url = `memory://download/${encodeURIComponent(key)}?expires=${options.expiresInSeconds}`;
    this.#issued.set(url, {
      method: "GET",
      key,
      contentType: options.contentType,
      maxBytes: 0,
      expiresAt: Date.now() + options.expiresInSeconds * 1000,
    });
    return url;
  }
  async delete(key: string): Promise<void> {
    checkKey(key);
    this.deleted.push(key);
    this.objects.delete(key);
  }
  /** What the browser's PUT would do. */
  put(key: string, bytes: Uint8Array): void {
    checkKey(key);
    this.objects.set(key, bytes);
  }
  /**
   * What a browser's request to one of this store's URLs gets: a PUT to an upload target stores
   * the body (sent with the signed Content-Type, at most maxBytes); a GET of a download URL
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
      if (body.byteLength > issued.maxBytes) return new Response(null, { status: 413 });
      this.objects.set(issued.key, body.slice());
      return new Response(null, { status: 201 });
    }
    const bytes = this.objects.get(issued.key);
    if (!bytes) return new Response(null, { status: 404 });
    const range = parseRange(headers.get("range"), bytes.byteLength);
    if (range === "unsatisfiable") return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${bytes.byteLength}` } });
    const served = new Headers({ "Content-Type": issued.contentType, "Content-Disposition": inlineDisposition(issued.contentType) });
    if (range) served.set("Content-Range", `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
    const part = range ? bytes.slice(range.start, range.end + 1) : bytes.slice();
    return new Response(part, { status: range ? 206 : 200, headers: served });
  }
  clear(): void {
    this.objects.clear();
    this.deleted.length = 0;
    this.targets.length = 0;
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

/** The first bytes of real files of each type, padded to `size` bytes. */
export function fileBytes(kind: "mp4" | "mov" | "webm" | "jpeg" | "png" | "webp" | "text", size = 64): Uint8Array {
  const heads: Record<typeof kind, number[]> = {
    mp4: [0, 0, 0, 0x20, ...ascii("ftypisom"), 0, 0, 2, 0, ...ascii("isomiso2mp41")],
    mov: [0, 0, 0, 0x14, ...ascii("ftypqt  "), 0, 0, 2, 0],
    webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...ascii("webm")],
    jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii("JFIF")],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    webp: [...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBPVP8 ")],
    text: ascii("hello, this is not a video at all"),
  };
  const out = new Uint8Array(Math.max(size, heads[kind].length));
  out.set(heads[kind]);
  return out;
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}
