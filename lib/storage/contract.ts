/**
 * The Storage contract (lib/storage/types.ts): one suite, run against every implementation
 * (lib/storage/contract.test.ts: the local disk, S3 on s3rver and the in-memory double of the
 * service tests), so that a double cannot accept what the real adapters refuse. What only one
 * adapter does (local signatures and byte limits, S3's presigned query) stays in its own tests.
 * Test code only: imported by test files, never by the app.
 */
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BadRequestError, ConflictError, PayloadTooLargeError } from "@/lib/errors";
import { newObjectKey } from "./keys";
import { inlineDisposition } from "./limits";
import type { Storage, UploadTarget } from "./types";

/** An implementation under test, and the browser's side of it. */
export type StorageHarness = {
  storage: Storage;
  /** What the browser does with an upload target: sends `body` with the target's method and headers. */
  send(target: UploadTarget, body: Uint8Array): Promise<Response>;
  /** What the browser does with a download URL. */
  get(url: string, headers?: Record<string, string>): Promise<Response>;
  /**
   * Whether this store itself refuses a body of another size and a second PUT to a key. Real S3
   * does (signed Content-Length, If-None-Match); s3rver checks neither, so its run asserts the
   * signed headers instead (s3.test.ts).
   */
  enforcesUploadTerms: boolean;
  close?(): Promise<void>;
};

/** Not our keys: every method refuses them (400) before touching the store. */
const uuid = "0b6e3f8a-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
export const FOREIGN_KEYS = [
  "",
  "../secrets.json",
  "videos/../../secrets.json",
  `videos/2026/11/../../${uuid}.mp4`,
  `/videos/2026/11/${uuid}.mp4`,
  "/etc/passwd",
  "videos/2026/11/not-a-uuid.mp4",
  `videos/2026/13/${uuid}.mp4`,
  `videos/26/11/${uuid}.mp4`,
  `videos/2026/11/${uuid.toUpperCase()}.mp4`,
  `videos/2026/11/${uuid}.jpg`,
  `thumbnails/2026/11/${uuid}.mp4`,
  `other/2026/11/${uuid}.mp4`,
  `videos/2026/11/${uuid}.mp4.html`,
  `videos\\2026\\11\\${uuid}.mp4`,
  `videos/2026/11/${uuid}.mp4/`,
];

const urlOptions = { contentType: "video/mp4", expiresInSeconds: 600 };
const uploadOptions = { ...urlOptions, size: 1000 };

export function storageContract(name: string, open: () => Promise<StorageHarness>, sample: Uint8Array): void {
  describe(`Storage contract: ${name}`, () => {
    let h: StorageHarness;
    beforeAll(async () => {
      h = await open();
    });
    afterAll(async () => {
      await h?.close?.();
    });

    async function stored(body: Uint8Array = sample, contentType = "video/mp4"): Promise<string> {
      const key = newObjectKey(contentType.startsWith("video/") ? "video" : "image", contentType);
      const target = await h.storage.createUploadTarget(key, { ...uploadOptions, contentType, size: body.length });
      const response = await h.send(target, body);
      expect(response.ok, `upload answered ${response.status}`).toBe(true);
      return key;
    }

    it("refuses keys that are not ours in every method, with BadRequestError", async () => {
      for (const key of FOREIGN_KEYS) {
        const calls: [string, () => Promise<unknown>][] = [
          ["createUploadTarget", () => h.storage.createUploadTarget(key, uploadOptions)],
          ["put", () => h.storage.put(key, sample.subarray(0, 16), { contentType: "video/mp4", size: 16 })],
          ["head", () => h.storage.head(key)],
          ["readRange", () => h.storage.readRange(key, 0, 16)],
          ["createDownloadUrl", () => h.storage.createDownloadUrl(key, urlOptions)],
          ["delete", () => h.storage.delete(key)],
        ];
        for (const [method, call] of calls) {
          const error = await call().then(
            () => null,
            (e: unknown) => e,
          );
          expect(error instanceof BadRequestError, `${method}(${JSON.stringify(key)})`).toBe(true);
        }
      }
    });

    it("refuses a content type with parameters and a lifetime outside 1 s … 7 days, for uploads and downloads", async () => {
      const key = newObjectKey("video", "mp4");
      for (const contentType of ["text/html; charset=utf-8", "Video/MP4", "video/mp4\r\nX-Evil: 1", ""]) {
        await expect(h.storage.createUploadTarget(key, { ...uploadOptions, contentType })).rejects.toThrow(/plain content type/);
        await expect(h.storage.createDownloadUrl(key, { ...urlOptions, contentType })).rejects.toThrow(/plain content type/);
      }
      for (const expiresInSeconds of [0, -1, 1.5, 7 * 24 * 3600 + 1]) {
        await expect(h.storage.createUploadTarget(key, { ...uploadOptions, expiresInSeconds })).rejects.toThrow(/expiresInSeconds/);
        await expect(h.storage.createDownloadUrl(key, { ...urlOptions, expiresInSeconds })).rejects.toThrow(/expiresInSeconds/);
      }
    });

    it("gives an upload target: a PUT with the Content-Type to send, expiring after the lifetime asked for", async () => {
      const before = Date.now();
      const target = await h.storage.createUploadTarget(newObjectKey("image", "png"), {
        contentType: "image/png",
        size: 5000,
        expiresInSeconds: 300,
      });
      expect(target.method).toBe("PUT");
      expect(target.headers["Content-Type"]).toBe("image/png");
      expect(target.url.length).toBeGreaterThan(0);
      expect(target.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 299_000);
      expect(target.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 300_000);
    });

    it("stores what is sent to the target: head gives its size, readRange any part of it", async () => {
      const key = await stored();
      expect(await h.storage.head(key)).toEqual({ size: sample.length });
      const start = await h.storage.readRange(key, 0, 512);
      expect(start).toEqual(sample.subarray(0, 512));
      expect((await fileTypeFromBuffer(start))?.mime).toBe("video/mp4");
      expect(await h.storage.readRange(key, 0, sample.length + 1000)).toEqual(sample);
      expect(await h.storage.readRange(key, 1000, 100)).toEqual(sample.subarray(1000, 1100));
      expect(await h.storage.readRange(key, sample.length - 10, 100)).toEqual(sample.subarray(sample.length - 10));
      expect(await h.storage.readRange(key, sample.length, 16)).toEqual(new Uint8Array(0));
      expect(await h.storage.readRange(key, 5, 0)).toEqual(new Uint8Array(0));
      await expect(h.storage.readRange(key, -1, 16)).rejects.toThrow(/readRange/);
    });

    /** `bytes` as a web stream and as a Node stream, each in several chunks. */
    function streamsOf(bytes: Uint8Array): [string, () => ReadableStream<Uint8Array> | Readable][] {
      const chunks = () => [bytes.subarray(0, 100), bytes.subarray(100, 1000), bytes.subarray(1000)];
      return [
        [
          "web stream",
          () =>
            new ReadableStream<Uint8Array>({
              start(controller) {
                for (const chunk of chunks()) controller.enqueue(chunk);
                controller.close();
              },
            }),
        ],
        ["Node stream", () => Readable.from(chunks())],
      ];
    }

    it("gives the same download URL when asked again within a quarter of its lifetime, and it works", async () => {
      const key = await stored();
      const options = { contentType: "video/mp4", expiresInSeconds: 3600 };
      const stepStart = Math.floor(Date.now() / 900_000) * 900_000;
      vi.useFakeTimers({ toFake: ["Date"], now: stepStart });
      let first: string;
      try {
        first = await h.storage.createDownloadUrl(key, options);
        vi.setSystemTime(stepStart + 899_000);
        expect(await h.storage.createDownloadUrl(key, options)).toBe(first);
      } finally {
        vi.useRealTimers();
      }
      expect(new Uint8Array(await (await h.get(first)).arrayBuffer())).toEqual(sample);
    });

    it("puts bytes, a web stream or a Node stream from the server: head, readRange and the download URL give them back", async () => {
      const key = newObjectKey("video", "mp4");
      expect(await h.storage.put(key, sample, { contentType: "video/mp4", size: sample.length })).toEqual({ size: sample.length });
      expect(await h.storage.head(key)).toEqual({ size: sample.length });
      expect(await h.storage.readRange(key, 0, sample.length)).toEqual(sample);
      const response = await h.get(await h.storage.createDownloadUrl(key, urlOptions));
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(sample);
      for (const [name, stream] of streamsOf(sample)) {
        const streamed = newObjectKey("video", "mp4");
        await h.storage.put(streamed, stream(), { contentType: "video/mp4", size: sample.length });
        expect(await h.storage.readRange(streamed, 0, sample.length), name).toEqual(sample);
      }
    });

    it("puts a key once: a second put is refused with ConflictError and the first object stays", async () => {
      const key = newObjectKey("video", "mp4");
      await h.storage.put(key, sample, { contentType: "video/mp4", size: sample.length });
      const replacement = new Uint8Array(sample.length).fill(0x3c);
      const again = await h.storage.put(key, replacement, { contentType: "video/mp4", size: sample.length }).catch((e: unknown) => e);
      expect(again).toBeInstanceOf(ConflictError);
      const streamed = await h.storage
        .put(key, Readable.from([replacement]), { contentType: "video/mp4", size: sample.length })
        .catch((e: unknown) => e);
      expect(streamed).toBeInstanceOf(ConflictError);
      expect(await h.storage.readRange(key, 0, sample.length)).toEqual(sample);
    });

    it("refuses a put body of another size than declared, bytes or stream, and stores nothing", async () => {
      // s3rver keeps what arrived of an aborted PUT; S3 itself never completes an object short of its Content-Length.
      for (const size of [sample.length - 1, sample.length + 1]) {
        // A key per attempt: on s3rver an earlier attempt's partial object would turn the next one into a ConflictError.
        const bodies: [string, () => Uint8Array | Readable | ReadableStream<Uint8Array>][] = [
          ["bytes", () => sample],
          ...streamsOf(sample),
        ];
        for (const [name, body] of bodies) {
          const key = newObjectKey("video", "mp4");
          const error = await h.storage.put(key, body(), { contentType: "video/mp4", size }).catch((e: unknown) => e);
          expect(error, `${name}, size ${size}`).toBeInstanceOf(BadRequestError);
          if (h.enforcesUploadTerms) expect(await h.storage.head(key)).toBeNull();
        }
      }
    });

    it("puts a stream of unknown length (maxSize): stores what arrived and answers its size, in parts past 5 MB", async () => {
      // 11 MB: three parts for S3's multipart upload, with a part boundary inside a chunk.
      const large = new Uint8Array(11 * 1024 * 1024 + 7).map((_, i) => (i * 31) % 251);
      for (const body of [sample, large]) {
        const key = newObjectKey("video", "mp4");
        const chunked = Readable.from(
          (function* () {
            for (let at = 0; at < body.length; at += 700_001) yield body.subarray(at, at + 700_001);
          })(),
        );
        expect(await h.storage.put(key, chunked, { contentType: "video/mp4", maxSize: body.length })).toEqual({ size: body.length });
        expect(await h.storage.head(key)).toEqual({ size: body.length });
        expect(await h.storage.readRange(key, body.length - 64, 64)).toEqual(body.subarray(body.length - 64));
      }
    });

    it("refuses a stream of unknown length past maxSize (PayloadTooLargeError) or empty (BadRequestError), and stores nothing", async () => {
      const over = newObjectKey("video", "mp4");
      const error = await h.storage
        .put(over, Readable.from([sample, sample]), { contentType: "video/mp4", maxSize: sample.length + 1 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PayloadTooLargeError);
      expect(await h.storage.head(over)).toBeNull();
      const empty = newObjectKey("video", "mp4");
      expect(
        await h.storage.put(empty, Readable.from([]), { contentType: "video/mp4", maxSize: 10 }).catch((e: unknown) => e),
      ).toBeInstanceOf(BadRequestError);
      expect(await h.storage.head(empty)).toBeNull();
    });

    it("refuses a put with a content type that is not plain or a size that is not a positive whole number", async () => {
      const key = newObjectKey("video", "mp4");
      await expect(h.storage.put(key, sample, { contentType: "video/mp4; x=1", size: sample.length })).rejects.toThrow(
        /plain content type/,
      );
      for (const size of [0, -1, 1.5, Number.NaN]) {
        await expect(h.storage.put(key, sample, { contentType: "video/mp4", size })).rejects.toThrow(/size/);
      }
      expect(await h.storage.head(key)).toBeNull();
    });

    it("answers head null and readRange 'File not found.' for a key with no object", async () => {
      const key = newObjectKey("video", "mp4");
      expect(await h.storage.head(key)).toBeNull();
      await expect(h.storage.readRange(key, 0, 16)).rejects.toThrow("File not found.");
    });

    it("refuses a target for a size that is not a positive whole number", async () => {
      for (const size of [0, -1, 1.5, Number.NaN]) {
        await expect(h.storage.createUploadTarget(newObjectKey("video", "mp4"), { ...uploadOptions, size })).rejects.toThrow(/size/);
      }
    });

    it("takes exactly the declared size, once: another size is refused, a second PUT to the key too, and the first object stays", async (context) => {
      if (!h.enforcesUploadTerms) return context.skip();
      const key = newObjectKey("video", "mp4");
      const target = await h.storage.createUploadTarget(key, { ...uploadOptions, size: sample.length });
      const longer = new Uint8Array(sample.length + 1);
      longer.set(sample);
      expect((await h.send(target, longer)).ok).toBe(false);
      expect((await h.send(target, sample.subarray(0, sample.length - 1))).ok).toBe(false);
      expect(await h.storage.head(key)).toBeNull();
      expect((await h.send(target, sample)).ok).toBe(true);
      const replacement = new Uint8Array(sample.length).fill(0x3c);
      expect((await h.send(target, replacement)).status).toBe(409);
      expect(await h.storage.readRange(key, 0, sample.length)).toEqual(sample);
    });

    it("gives a download URL serving the object with the type asked for, inline, and honouring a byte range", async () => {
      const key = await stored();
      const url = await h.storage.createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 120 });
      const whole = await h.get(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("video/mp4");
      expect(whole.headers.get("content-disposition")).toBe(inlineDisposition("video/mp4"));
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(sample);

      for (const [start, end] of [
        [0, 99],
        [100, 199],
      ] as const) {
        const part = await h.get(url, { range: `bytes=${start}-${end}` });
        expect(part.status).toBe(206);
        expect(part.headers.get("content-range")).toBe(`bytes ${start}-${end}/${sample.length}`);
        expect(new Uint8Array(await part.arrayBuffer())).toEqual(sample.subarray(start, end + 1));
      }
    });

    it("answers 404 at the download URL of a key with no object", async () => {
      const response = await h.get(await h.storage.createDownloadUrl(newObjectKey("video", "mp4"), urlOptions));
      expect(response.status).toBe(404);
    });

    it("deletes the object, and deleting a missing one is not an error", async () => {
      const key = await stored();
      const other = await stored(sample.subarray(0, 100));
      const url = await h.storage.createDownloadUrl(key, urlOptions);
      await h.storage.delete(key);
      expect(await h.storage.head(key)).toBeNull();
      expect((await h.get(url)).status).toBe(404);
      await expect(h.storage.delete(key)).resolves.toBeUndefined();
      await expect(h.storage.delete(newObjectKey("image", "webp"))).resolves.toBeUndefined();
      expect(await h.storage.head(other)).toEqual({ size: 100 });
    });
  });
}
