/**
 * The S3 adapter against s3rver running in this process (test/s3.ts). The browser's part is
 * played by fetch against the presigned URLs. s3rver accepts any signature (DESIGN.md 9), so
 * what a wrong signature does is tested on the local adapter (local.test.ts), not here.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BadRequestError } from "@/lib/errors";
import { startS3, type TestS3 } from "@/test/s3";
import { newObjectKey } from "./keys";
import { S3Storage } from "./s3";
import { SNIFF_LENGTH, sniffType } from "./sniff";

let s3: TestS3;
let storage: S3Storage;
let clip: Uint8Array;
const scratch = mkdtempSync(path.join(os.tmpdir(), "mmf-s3-test-"));

beforeAll(async () => {
  s3 = await startS3();
  storage = new S3Storage({ bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.credentials });
  const file = path.join(scratch, "clip.mp4");
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=duration=1:size=64x64:rate=10", "-c:v", "libx264", "-pix_fmt", "yuv420p", file]);
  clip = new Uint8Array(readFileSync(file));
});

afterAll(async () => {
  storage?.client.destroy();
  await s3?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Uploads `body` as the browser would: a PUT to the presigned URL with the headers it came with. */
async function upload(body: Uint8Array, contentType = "video/mp4", kind: "video" | "image" = "video") {
  const key = newObjectKey(kind, contentType);
  const target = await storage.createUploadTarget(key, { contentType, maxBytes: 100 * 1024 * 1024, expiresInSeconds: 600 });
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: body as Uint8Array<ArrayBuffer> });
  expect(response.status).toBe(200);
  return { key, target };
}

describe("S3Storage against s3rver", () => {
  it("presigns a PUT with the Content-Type signed and no body checksum, that the browser can use", async () => {
    const { key, target } = await upload(clip);
    const url = new URL(target.url);
    expect(url.origin + url.pathname).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(url.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toContain("content-type");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    expect(target.headers).toEqual({ "Content-Type": "video/mp4" });
    expect(target.expiresAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
  });

  it("heads the object's real size, and null for a missing one", async () => {
    const { key } = await upload(clip);
    expect(await storage.head(key)).toEqual({ size: clip.length });
    expect(await storage.head(newObjectKey("video", "mp4"))).toBeNull();
  });

  it("reads the first bytes with a ranged GET: enough to sniff the type", async () => {
    const { key } = await upload(clip);
    const start = await storage.readStart(key, SNIFF_LENGTH);
    expect(start).toEqual(clip.subarray(0, SNIFF_LENGTH));
    expect(sniffType(start)).toBe("video/mp4");
    const small = await upload(new TextEncoder().encode("<html>tiny</html>"), "image/png", "image");
    expect(new TextDecoder().decode(await storage.readStart(small.key, SNIFF_LENGTH))).toBe("<html>tiny</html>");
    expect(sniffType(await storage.readStart(small.key, SNIFF_LENGTH))).toBeNull();
    await expect(storage.readStart(newObjectKey("video", "mp4"), 16)).rejects.toThrow("File not found.");
  });

  it("presigns a GET that honours Range (206) and serves our type and inline disposition", async () => {
    const { key } = await upload(clip, "video/mp4");
    const url = await storage.createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 300 });
    expect(new URL(url).searchParams.get("response-content-disposition")).toBe('inline; filename="video.mp4"');

    const part = await fetch(url, { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${clip.length}`);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(part.headers.get("content-disposition")).toBe('inline; filename="video.mp4"');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(clip.subarray(0, 100));

    // (A suffix range, bytes=-N, is not tried here: s3rver 3.7 answers it with the first N+1
    // bytes, unlike S3. The local adapter's suffix ranges are tested in local.test.ts.)
    const middle = await fetch(url, { headers: { range: "bytes=100-199" } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe(`bytes 100-199/${clip.length}`);
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(clip.subarray(100, 200));

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(clip);
  });

  it("deletes the object; deleting a missing one is not an error", async () => {
    const { key } = await upload(clip);
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    const gone = await fetch(await storage.createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 }));
    expect(gone.status).toBe(404);
  });

  it("refuses keys that are not ours before any request", async () => {
    for (const key of ["../x.mp4", "videos/2026/11/../../x.mp4", "/videos/a.mp4"]) {
      await expect(storage.createUploadTarget(key, { contentType: "video/mp4", maxBytes: 1, expiresInSeconds: 60 })).rejects.toBeInstanceOf(BadRequestError);
      await expect(storage.head(key)).rejects.toBeInstanceOf(BadRequestError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(BadRequestError);
    }
    await expect(storage.createDownloadUrl(newObjectKey("video", "mp4"), { contentType: "text/html; charset=utf-8", expiresInSeconds: 60 })).rejects.toThrow(/plain content type/);
    await expect(storage.createDownloadUrl(newObjectKey("video", "mp4"), { contentType: "video/mp4", expiresInSeconds: 8 * 24 * 3600 })).rejects.toThrow(/expiresInSeconds/);
  });
});
