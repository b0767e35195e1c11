import type { Storage, StoredObject, UploadTarget } from "@/lib/storage/types";

/**
 * An in-memory Storage for tests of the video services: objects are byte arrays in a map;
 * `put` stands in for the browser's direct upload; `deleted` records every delete.
 */
export class MemoryStorage implements Storage {
  readonly kind = "local" as const;
  readonly objects = new Map<string, Uint8Array>();
  readonly deleted: string[] = [];
  readonly targets: { key: string; contentType: string; maxBytes: number }[] = [];

  async createUploadTarget(key: string, options: { contentType: string; maxBytes: number; expiresInSeconds: number }): Promise<UploadTarget> {
    this.targets.push({ key, contentType: options.contentType, maxBytes: options.maxBytes });
    return {
      url: `memory://upload/${encodeURIComponent(key)}`,
      method: "PUT",
      headers: { "Content-Type": options.contentType },
      expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000),
    };
  }
  async head(key: string): Promise<StoredObject | null> {
    const bytes = this.objects.get(key);
    return bytes ? { size: bytes.byteLength } : null;
  }
  async readStart(key: string, length: number): Promise<Uint8Array> {
    const bytes = this.objects.get(key);
    if (!bytes) throw new Error(`no object at ${key}`);
    return bytes.subarray(0, length);
  }
  async createDownloadUrl(key: string, options: { expiresInSeconds: number; contentType: string }): Promise<string> {
    return `memory://download/${encodeURIComponent(key)}?expires=${options.expiresInSeconds}`;
  }
  async delete(key: string): Promise<void> {
    this.deleted.push(key);
    this.objects.delete(key);
  }
  /** What the browser's PUT would do. */
  put(key: string, bytes: Uint8Array): void {
    this.objects.set(key, bytes);
  }
  clear(): void {
    this.objects.clear();
    this.deleted.length = 0;
    this.targets.length = 0;
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
