/**
 * What only the local adapter does, through its real route handlers (app/api/v1/files/upload
 * and …/download) called as Next calls them, with files on the real disk under the run's
 * DATA_DIR/uploads: signed URLs, exact sizes, writing a key once, ranges and headers. What every adapter does is the
 * Storage contract (contract.test.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/files/download/route";
import { PUT } from "@/app/api/v1/files/upload/route";
import { env } from "@/lib/config/env";
import { mediaFixture } from "@/test/media";
import { tampered } from "@/test/tamper";
import { createStorage, getStorage, setStorageForTests } from "./";
import { newObjectKey } from "./keys";
import { LocalStorage, isLocalStorage, parseRange, signedQuery, urlSigningKey } from "./local";
import { MemoryStorage } from "@/test/memory-storage";
import { S3Storage } from "./s3";
import { fileTypeFromBuffer } from "file-type";
import { captureLogs } from "@/test/logs";

const ORIGIN = "http://localhost:3000";
const context = { params: Promise.resolve({}) };

beforeEach(() => setStorageForTests());
const scratch = mkdtempSync(path.join(os.tmpdir(), "mmf-local-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function local(): LocalStorage {
  const storage = getStorage();
  if (!(storage instanceof LocalStorage)) throw new Error("expected local storage in tests");
  return storage;
}

type Body = Uint8Array | string | ReadableStream<Uint8Array> | null;
function put(url: string, body: Body, headers: Record<string, string> = {}) {
  const init = { method: "PUT", headers: { host: "localhost:3000", ...headers }, body, duplex: "half" } as RequestInit;
  return PUT(new NextRequest(new URL(url, ORIGIN), init as ConstructorParameters<typeof NextRequest>[1]), context);
}
function get(url: string, headers: Record<string, string> = {}) {
  return GET(new NextRequest(new URL(url, ORIGIN), { headers: { host: "localhost:3000", ...headers } }), context);
}
async function bytesOf(response: Response) {
  return new Uint8Array(await response.arrayBuffer());
}

/** 1000 bytes, byte i = i % 251, so any slice tells where it came from. */
const sample = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

async function uploaded(content: Uint8Array = sample, type = "video/mp4") {
  const key = newObjectKey("video", type);
  const target = await local().createUploadTarget(key, { contentType: type, size: content.length, expiresInSeconds: 600 });
  const response = await put(target.url, content, target.headers);
  expect(response.status).toBe(201);
  return key;
}

/** What the uploads folder holds, minus empty folders: to show a refused upload left nothing. */
function filesOnDisk(): string[] {
  const root = local().dir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("signed upload (PUT /api/v1/files/upload)", () => {
  it("stores the body under the key and answers 201 with its size", async () => {
    const key = newObjectKey("video", "mp4");
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: 1000, expiresInSeconds: 300 });
    expect(target).toMatchObject({ method: "PUT", headers: { "Content-Type": "video/mp4" } });
    expect(target.url).toMatch(/^\/api\/v1\/files\/upload\?key=videos%2F/);
    expect(target.expiresAt.getTime()).toBeGreaterThan(Date.now() + 290_000);

    const response = await put(target.url, sample, target.headers);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Uploaded", size: 1000 });
    expect(new Uint8Array(readFileSync(path.join(env().dataDir, "uploads", key)))).toEqual(sample);
    expect(await local().head(key)).toEqual({ size: 1000 });
  });

  it("accepts a streamed body of a real MP4 sent with codec parameters, whose first bytes then read as video/mp4", async () => {
    const content = mediaFixture("clip.mp4");
    const key = newObjectKey("video", "mp4");
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: content.length, expiresInSeconds: 60 });
    const chunks = [content.subarray(0, 100), content.subarray(100)];
    const body = new ReadableStream<Uint8Array>({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift()!) : c.close()) });
    expect((await put(target.url, body, { "content-type": "video/mp4; codecs=avc1" })).status).toBe(201);
    expect(await local().head(key)).toEqual({ size: content.length });
    expect((await fileTypeFromBuffer(await local().readRange(key, 0, 512)))?.mime).toBe("video/mp4");
  });

  it("refuses a tampered, method-swapped or missing signature with 403, and writes nothing", async () => {
    const key = newObjectKey("video", "mp4");
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: 1000, expiresInSeconds: 300 });
    const url = new URL(target.url, ORIGIN);
    const variants: [string, (q: URLSearchParams) => void][] = [
      ["signature changed", (q) => q.set("sig", tampered(q.get("sig")!))],
      ["signature of another length", (q) => q.set("sig", "abc")],
      ["size raised", (q) => q.set("size", "999999999")],
      ["type changed", (q) => q.set("type", "text/html")],
      ["other key", (q) => q.set("key", newObjectKey("video", "mp4"))],
      ["expiry extended", (q) => q.set("expires", String(Number(q.get("expires")) + 3600))],
      ["no signature", (q) => q.delete("sig")],
    ];
    for (const [name, change] of variants) {
      const q = new URLSearchParams(url.search);
      change(q);
      const response = await put(`${url.pathname}?${q}`, sample, { "content-type": q.get("type") ?? "video/mp4" });
      expect([name, response.status]).toEqual([name, 403]);
      expect(await response.json()).toEqual({ message: "This file link is not valid.", requestId: expect.any(String) });
    }
    // A download URL does not upload: the method is signed.
    const download = await local().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 300 });
    const swapped = new URL(download, ORIGIN);
    swapped.pathname = "/api/v1/files/upload";
    swapped.searchParams.set("size", "1000");
    expect((await put(swapped.pathname + swapped.search, sample, { "content-type": "video/mp4" })).status).toBe(403);
    expect(filesOnDisk()).not.toContain(key);
    expect(await local().head(key)).toBeNull();
  });

  it("refuses an expired URL with 403", async () => {
    const key = newObjectKey("image", "png");
    const past = new LocalStorage({ dir: local().dir, authSecret: env().authSecret, now: () => Date.now() - 3_600_000 });
    const target = await past.createUploadTarget(key, { contentType: "image/png", size: 1000, expiresInSeconds: 60 });
    const response = await put(target.url, sample, target.headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "This file link has expired.", requestId: expect.any(String) });
    expect(await local().head(key)).toBeNull();
  });

  it("refuses a URL signed with another secret", async () => {
    const key = newObjectKey("video", "mp4");
    const other = new LocalStorage({ dir: local().dir, authSecret: "another-secret-that-is-long-enough-0123456789" });
    const target = await other.createUploadTarget(key, { contentType: "video/mp4", size: 1000, expiresInSeconds: 60 });
    expect((await put(target.url, sample, target.headers)).status).toBe(403);
  });

  it("refuses a wrong or missing Content-Type with 400", async () => {
    const key = newObjectKey("video", "mp4");
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: 1000, expiresInSeconds: 60 });
    const attempts: Record<string, string>[] = [{ "content-type": "text/html" }, { "content-type": "video/webm" }, {}];
    for (const headers of attempts) {
      const response = await put(target.url, sample, headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "The upload must be sent with Content-Type video/mp4.",
        requestId: expect.any(String),
      });
    }
    expect(await local().head(key)).toBeNull();
  });

  it("refuses a declared Content-Length over the signed size with 413 before reading", async () => {
    const key = newObjectKey("video", "mp4");
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: 999, expiresInSeconds: 60 });
    const response = await put(target.url, sample, { ...target.headers, "content-length": "1000" });
    expect(response.status).toBe(413);
    expect(await local().head(key)).toBeNull();
  });

  it("stops a streamed body as soon as it passes the signed size: 413, only about that much read, nothing left on disk", async () => {
    const before = filesOnDisk();
    const key = newObjectKey("video", "mp4");
    const limit = 1024 * 1024;
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: limit, expiresInSeconds: 60 });
    // A 64 MB body generated on demand, 64 KiB at a time, with no Content-Length.
    const chunk = new Uint8Array(64 * 1024).fill(7);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await put(target.url, body, target.headers);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: `The file is larger than the ${limit} bytes declared.`,
      requestId: expect.any(String),
    });
    expect(pulled).toBeLessThan(limit + 1024 * 1024);
    expect(filesOnDisk()).toEqual(before);
  });

  it("signs the declared size: a URL for 1000 bytes refuses 1001 (413) and 999 (400), with nothing left on disk", async () => {
    const before = filesOnDisk();
    const key = newObjectKey("video", "mp4");
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: 1000, expiresInSeconds: 60 });
    expect(new URL(target.url, ORIGIN).searchParams.get("size")).toBe("1000");
    const longer = new Uint8Array(1001);
    // Streamed, so no Content-Length tells in advance: the count while reading does.
    const stream = (bytes: Uint8Array) => new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(bytes), c.close()) });
    expect((await put(target.url, stream(longer), target.headers)).status).toBe(413);
    const shorter = await put(target.url, stream(sample.subarray(0, 999)), target.headers);
    expect(shorter.status).toBe(400);
    expect(await shorter.json()).toEqual({
      message: "The upload is incomplete: 999 of 1000 bytes arrived.",
      requestId: expect.any(String),
    });
    expect(filesOnDisk()).toEqual(before);
    expect((await put(target.url, sample, target.headers)).status).toBe(201);
  });

  it("writes a key once: a second PUT to the same URL answers 409 and the first file stays as it was", async () => {
    const key = newObjectKey("video", "mp4");
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: 1000, expiresInSeconds: 60 });
    expect((await put(target.url, sample, target.headers)).status).toBe(201);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>".padEnd(1000, " "));
    const again = await put(target.url, html, target.headers);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: "This file has already been uploaded; an upload link works once.",
      requestId: expect.any(String),
    });
    expect(new Uint8Array(readFileSync(path.join(local().dir, key)))).toEqual(sample);
  });

  it("lets exactly one of two concurrent complete uploads to the same URL through (no rename over the other)", async () => {
    const key = newObjectKey("video", "mp4");
    const target = await local().createUploadTarget(key, { contentType: "video/mp4", size: 1000, expiresInSeconds: 60 });
    const other = new Uint8Array(1000).fill(9);
    // Both bodies arrive in full before either is placed, so the check before reading passes for both.
    const slow = (bytes: Uint8Array) =>
      new ReadableStream<Uint8Array>({
        async pull(c) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          c.enqueue(bytes);
          c.close();
        },
      });
    const statuses = (await Promise.all([put(target.url, slow(sample), target.headers), put(target.url, slow(other), target.headers)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
    const stored = new Uint8Array(readFileSync(path.join(local().dir, key)));
    expect([sample, other].some((bytes) => Buffer.from(bytes).equals(Buffer.from(stored)))).toBe(true);
    expect(filesOnDisk().filter((file) => file.startsWith(".incoming"))).toEqual([]);
  });

  it("refuses keys that are not ours even with a valid signature: 400, nothing written outside", async () => {
    const before = filesOnDisk();
    const signingKey = urlSigningKey(env().authSecret);
    const expires = Math.floor(Date.now() / 1000) + 60;
    for (const key of ["../secrets.json", "videos/../../secrets.json", "/tmp/evil.mp4", "videos/2026/11/not-a-uuid.mp4"]) {
      const q = signedQuery(signingKey, { method: "PUT", key, expires, size: 5, contentType: "video/mp4" });
      const response = await put(`/api/v1/files/upload?${q}`, "owned", { "content-type": "video/mp4" });
      expect([key, response.status]).toEqual([key, 400]);
      const download = signedQuery(signingKey, { method: "GET", key, expires, size: 0, contentType: "video/mp4" });
      expect((await get(`/api/v1/files/download?${download}`)).status).toBe(400);
    }
    expect(existsSync("/tmp/evil.mp4")).toBe(false);
    expect(existsSync(path.join(env().dataDir, "secrets.json"))).toBe(false);
    expect(filesOnDisk()).toEqual(before);
  });
});

describe("signed download (GET /api/v1/files/download)", () => {
  it("sends the whole file with the signed type, a fixed inline disposition, nosniff and a private cache", async () => {
    const key = await uploaded();
    const url = await local().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 120 });
    expect(url).toMatch(/^\/api\/v1\/files\/download\?/);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "accept-ranges": "bytes",
      "content-type": "video/mp4",
      "content-length": "1000",
      "content-disposition": 'inline; filename="video.mp4"',
      "x-content-type-options": "nosniff",
    });
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get("cache-control") ?? "")?.[1]);
    // The URL lives its 120 s and at most a step of 30 s more (limits.ts downloadWindow).
    expect(maxAge).toBeGreaterThan(100);
    expect(maxAge).toBeLessThanOrEqual(150);
    expect(response.headers.get("content-range")).toBeNull();
    expect(await bytesOf(response)).toEqual(sample);
  });

  it("signs the same URL within a step of a quarter of its lifetime and a new one in the next step", async () => {
    const key = await uploaded();
    const stepStart = Math.floor(Date.now() / 900_000) * 900_000;
    const at = (ms: number) => new LocalStorage({ dir: local().dir, authSecret: env().authSecret, now: () => ms });
    const options = { contentType: "video/mp4", expiresInSeconds: 3600 };
    const first = await at(stepStart).createDownloadUrl(key, options);
    expect(await at(stepStart + 899_999).createDownloadUrl(key, options)).toBe(first);
    const next = await at(stepStart + 900_000).createDownloadUrl(key, options);
    expect(next).not.toBe(first);
    expect(Number(new URL(next, ORIGIN).searchParams.get("expires")) - Number(new URL(first, ORIGIN).searchParams.get("expires"))).toBe(
      900,
    );
    expect((await get(first)).status).toBe(200);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=200-299", 200, 299],
    ["bytes=-100", 900, 999],
    ["bytes=950-", 950, 999],
    ["bytes=990-5000", 990, 999],
    ["bytes=-5000", 0, 999],
  ])("answers Range %s with 206 and bytes %i-%i", async (range, start, end) => {
    const key = await uploaded();
    const response = await get(await local().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 }), { range });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(await bytesOf(response)).toEqual(sample.slice(start, end + 1));
  });

  it.each(["bytes=1000-", "bytes=5000-6000", "bytes=-0"])("answers the unsatisfiable Range %s with 416", async (range) => {
    const key = await uploaded();
    const response = await get(await local().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 }), { range });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */1000");
    expect(await response.json()).toEqual({ message: "The requested range is not satisfiable.", requestId: expect.any(String) });
  });

  it("sends the whole file for a malformed or multi-part Range", async () => {
    const key = await uploaded();
    const url = await local().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 });
    for (const range of ["bytes=0-1,5-6", "items=0-5", "bytes=9-3", "bytes=-"]) {
      const response = await get(url, { range });
      expect([range, response.status]).toEqual([range, 200]);
      expect((await bytesOf(response)).length).toBe(1000);
    }
  });

  it("refuses a tampered type, an expired URL and an upload URL with 403; a missing object is 404", async () => {
    const key = await uploaded();
    const url = new URL(await local().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 }), ORIGIN);
    url.searchParams.set("type", "text/html");
    expect((await get(url.pathname + url.search)).status).toBe(403);

    const past = new LocalStorage({ dir: local().dir, authSecret: env().authSecret, now: () => Date.now() - 3_600_000 });
    expect((await get(await past.createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 }))).status).toBe(403);

    const upload = new URL(
      (await local().createUploadTarget(key, { contentType: "video/mp4", size: 10, expiresInSeconds: 60 })).url,
      ORIGIN,
    );
    expect((await get(`/api/v1/files/download${upload.search}`)).status).toBe(403);

    const missing = await get(
      await local().createDownloadUrl(newObjectKey("video", "mp4"), { contentType: "video/mp4", expiresInSeconds: 60 }),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "File not found.", requestId: expect.any(String) });
  });
});

describe("the file routes with S3 configured", () => {
  it("answer 404: local URLs mean nothing then", async () => {
    const key = await uploaded();
    const url = await local().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 });
    const upload = await local().createUploadTarget(newObjectKey("video", "mp4"), {
      contentType: "video/mp4",
      size: sample.length,
      expiresInSeconds: 60,
    });
    const s3 = new S3Storage({
      bucket: "unused",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9",
      forcePathStyle: true,
      credentials: undefined,
    });
    setStorageForTests(s3);
    try {
      expect((await get(url)).status).toBe(404);
      expect((await put(upload.url, sample, upload.headers)).status).toBe(404);
    } finally {
      setStorageForTests();
      s3.client.destroy();
    }
  });
});

describe("isLocalStorage", () => {
  it("knows the local adapter by what it does, also when another bundle's copy of the class made it", () => {
    const local = new LocalStorage({ dir: os.tmpdir(), authSecret: "x".repeat(32) });
    expect(isLocalStorage(local)).toBe(true);
    // What Next's separate route bundles see: an adapter made by another copy of the class.
    const fromAnotherBundle = Object.assign(Object.create(null) as object, {
      kind: "local" as const,
      receiveUpload: local.receiveUpload.bind(local),
      serveDownload: local.serveDownload.bind(local),
    });
    expect(fromAnotherBundle instanceof LocalStorage).toBe(false);
    expect(isLocalStorage(fromAnotherBundle as unknown as LocalStorage)).toBe(true);
  });
  it("refuses the S3 adapter and the in-memory double", () => {
    expect(
      isLocalStorage(
        new S3Storage({ bucket: "b", region: "us-east-1", endpoint: "http://127.0.0.1:9", forcePathStyle: true, credentials: undefined }),
      ),
    ).toBe(false);
    expect(isLocalStorage(new MemoryStorage())).toBe(false);
  });
});

describe("parseRange", () => {
  it("follows RFC 9110 for one range", () => {
    expect(parseRange(null, 10)).toBeNull();
    expect(parseRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=-1", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=9-", 10)).toEqual({ start: 9, end: 9 });
  });
});

describe("createStorage", () => {
  it("picks S3 when a bucket is configured, the local disk otherwise, and warns about local disk in production", () => {
    const base = { authSecret: "x".repeat(40) };
    const logs = captureLogs();
    expect(createStorage({ ...base, mode: "embedded", storage: { kind: "local", dir: scratch } })).toBeInstanceOf(LocalStorage);
    expect(logs.messages("warn")).toEqual([]);
    expect(createStorage({ ...base, mode: "production", storage: { kind: "local", dir: scratch } })).toBeInstanceOf(LocalStorage);
    expect(logs.messages("warn")).toContainEqual(expect.stringContaining("S3_BUCKET is not set"));
    const s3 = createStorage({
      ...base,
      mode: "production",
      storage: {
        kind: "s3",
        bucket: "media",
        region: "eu-west-1",
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: false,
        publicOrigin: "https://media.s3.eu-west-1.amazonaws.com",
      },
    });
    expect(s3).toBeInstanceOf(S3Storage);
    expect(s3.kind).toBe("s3");
    expect(getStorage()).toBe(getStorage());
  });
});

describe("sweepPartialUploads (the job uploads.expired)", () => {
  it("deletes the temporary files of uploads a crash cut off, once untouched for the grace period, and leaves uploads in progress", async () => {
    const dir = mkdtempSync(path.join(scratch, "sweep-"));
    const storage = new LocalStorage({ dir, authSecret: env().authSecret });
    expect(await storage.sweepPartialUploads(60_000)).toBe(0); // no upload yet: no folder
    const incoming = path.join(dir, ".incoming");
    mkdirSync(incoming, { recursive: true });
    const stale = path.join(incoming, "stale-part");
    const live = path.join(incoming, "live-part");
    writeFileSync(stale, "half a video");
    writeFileSync(live, "still arriving");
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    expect(await storage.sweepPartialUploads(3_600_000)).toBe(1);
    expect(readdirSync(incoming)).toEqual(["live-part"]);
  });
});
