/**
 * What only the S3 adapter does, against s3rver running in this process (test/s3.ts): the shape
 * of its presigned URLs. What every adapter does (keys, head, readRange, ranged downloads,
 * delete) is the Storage contract (contract.test.ts). s3rver accepts any signature (DESIGN.md 9),
 * so what a wrong signature does is tested on the local adapter (local.test.ts), not here; nor
 * are suffix ranges (bytes=-N), which s3rver 3.7 answers with the first N+1 bytes, unlike S3.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "@/lib/errors";
import { mediaFixture } from "@/test/media";
import { startS3, type TestS3 } from "@/test/s3";
import { newObjectKey } from "./keys";
import { S3Storage, STORAGE_UNAVAILABLE } from "./s3";

let s3: TestS3;
let storage: S3Storage;
const clip = mediaFixture("clip.mp4");

beforeAll(async () => {
  s3 = await startS3();
  storage = new S3Storage({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
  });
});

afterAll(async () => {
  storage?.client.destroy();
  await s3?.stop();
});

describe("S3Storage against s3rver", () => {
  it("presigns a PUT with the exact length, the type and If-None-Match signed, and no body checksum, that the browser can use", async () => {
    const key = newObjectKey("video", "mp4");
    const target = await storage.createUploadTarget(key, { contentType: "video/mp4", size: clip.length, expiresInSeconds: 600 });
    const url = new URL(target.url);
    expect(url.origin + url.pathname).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    // S3 refuses a PUT whose Content-Length, Content-Type or If-None-Match differ from these (the
    // signature no longer matches), and with If-None-Match: * any PUT once the key holds an object.
    // s3rver checks no signature, so the refusal itself is tested on the local adapter.
    expect(url.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual(
      expect.arrayContaining(["content-length", "content-type", "if-none-match"]),
    );
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    // Only headers a script may set: the browser adds Content-Length itself, from the File.
    expect(target.headers).toEqual({ "Content-Type": "video/mp4", "If-None-Match": "*" });

    const response = await fetch(target.url, { method: target.method, headers: target.headers, body: clip as Uint8Array<ArrayBuffer> });
    expect(response.status).toBe(200);
    expect(await storage.head(key)).toEqual({ size: clip.length });
  });

  it("presigns a GET that makes S3 answer with our type, an inline disposition and a private cache of at most an hour", async () => {
    const key = newObjectKey("image", "png");
    const short = new URL(await storage.createDownloadUrl(key, { contentType: "image/png", expiresInSeconds: 300 }));
    expect(short.origin + short.pathname).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    // Signed from the start of its step of 75 s (a quarter of 300), for that step more (limits.ts downloadWindow).
    const signedAt = Date.parse(
      (short.searchParams.get("X-Amz-Date") ?? "").replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z"),
    );
    expect(signedAt % 75_000).toBe(0);
    expect(Date.now() - signedAt).toBeLessThan(75_000);
    expect(short.searchParams.get("X-Amz-Expires")).toBe("375");
    expect(short.searchParams.get("response-content-type")).toBe("image/png");
    expect(short.searchParams.get("response-content-disposition")).toBe('inline; filename="image.png"');
    expect(short.searchParams.get("response-cache-control")).toBe("private, max-age=300");
    const long = new URL(await storage.createDownloadUrl(key, { contentType: "image/png", expiresInSeconds: 6 * 3600 }));
    expect(long.searchParams.get("response-cache-control")).toBe("private, max-age=3600");
  });
});

describe("S3Storage with the store out of reach", () => {
  it("answers every call that needs the store with a 503 that says nothing was saved", async () => {
    // A port nothing listens on, as while the store is down.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = new S3Storage({
      bucket: "down",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    try {
      const key = newObjectKey("video", "mp4");
      const unavailable = { status: 503, message: STORAGE_UNAVAILABLE, retryAfterSeconds: 5 };
      await expect(down.head(key)).rejects.toMatchObject(unavailable);
      await expect(down.put(key, new Uint8Array([1, 2, 3]), { contentType: "video/mp4", size: 3 })).rejects.toMatchObject(unavailable);
      await expect(down.readRange(key, 0, 3)).rejects.toMatchObject(unavailable);
      await expect(down.delete(key)).rejects.toMatchObject(unavailable);
      await expect(down.head(key)).rejects.toBeInstanceOf(ServiceUnavailableError);
    } finally {
      down.client.destroy();
    }
  });
});
