/**
 * The Storage contract (./contract.ts) against every implementation: the local disk through its
 * real route handlers, S3 on s3rver through fetch, and the in-memory double of the service tests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/v1/files/download/route";
import { PUT } from "@/app/api/v1/files/upload/route";
import { env } from "@/lib/config/env";
import { mediaFixture } from "@/test/media";
import { MemoryStorage } from "@/test/memory-storage";
import { startS3 } from "@/test/s3";
import { setStorageForTests } from "./";
import { storageContract } from "./contract";
import { LocalStorage } from "./local";
import { S3Storage } from "./s3";

const clip = mediaFixture("clip.mp4");
const ORIGIN = "http://localhost:3000";
const context = { params: Promise.resolve({}) };

storageContract(
  "local disk, through /api/v1/files/upload and /download",
  async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mmf-contract-local-"));
    const storage = new LocalStorage({ dir, authSecret: env().authSecret });
    // The route handlers serve the adapter getStorage() answers.
    setStorageForTests(storage);
    return {
      storage,
      send: (target, body) => {
        const init = {
          method: target.method,
          headers: target.headers,
          body: body as Uint8Array<ArrayBuffer>,
          duplex: "half",
        } as ConstructorParameters<typeof NextRequest>[1];
        return PUT(new NextRequest(new URL(target.url, ORIGIN), init), context);
      },
      get: (url, headers = {}) => GET(new NextRequest(new URL(url, ORIGIN), { headers }), context),
      enforcesUploadTerms: true,
      close: async () => {
        setStorageForTests();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  clip,
);

storageContract(
  "S3, on s3rver",
  async () => {
    const s3 = await startS3();
    const storage = new S3Storage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    return {
      storage,
      send: (target, body) => fetch(target.url, { method: target.method, headers: target.headers, body: body as Uint8Array<ArrayBuffer> }),
      get: (url, headers = {}) => fetch(url, { headers }),
      enforcesUploadTerms: false,
      close: async () => {
        storage.client.destroy();
        await s3.stop();
      },
    };
  },
  clip,
);

storageContract(
  "in-memory test double",
  async () => {
    const storage = new MemoryStorage();
    return {
      storage,
      send: (target, body) => storage.fetch(target.url, { method: target.method, headers: target.headers, body }),
      get: (url, headers = {}) => storage.fetch(url, { headers }),
      enforcesUploadTerms: true,
    };
  },
  clip,
);
