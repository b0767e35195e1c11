import { env, type Env } from "@/lib/config/env";
import { LocalStorage } from "./local";
import { S3Storage } from "./s3";
import type { Storage } from "./types";
import { logFor } from "@/lib/observability/log";

const log = logFor("storage");

export type { PutBody, PutOptions, Storage, StoredObject, UploadOptions, UploadTarget } from "./types";

/** The adapter for a configuration: S3 when S3_BUCKET is set, else the local disk. */
export function createStorage(config: Pick<Env, "mode" | "storage" | "authSecret">): Storage {
  if (config.storage.kind === "s3") return new S3Storage(config.storage);
  if (config.mode === "production") {
    log.warn(
      `S3_BUCKET is not set: files are stored on this server's disk (${config.storage.dir}). ` +
        "That suits a single server with a persistent disk; with several instances or a serverless host set S3_BUCKET.",
    );
  }
  return new LocalStorage({ dir: config.storage.dir, authSecret: config.authSecret });
}

/**
 * Per copy of this module, not on globalThis: Next bundles each route apart, and an adapter made
 * by one bundle throws that bundle's error classes, which another bundle's `apiRoute` does not
 * recognise (a missing file answered 500 instead of 404). An adapter holds no connection worth
 * sharing, so each bundle makes its own; tests run one module graph, so the double they install
 * is seen everywhere.
 */
type Holder = { configured?: Storage; installed?: Storage };
const holder: Holder = {};

/**
 * The storage adapter, the one way services and routes reach storage: the adapter chosen from
 * the configuration (created once per process), unless a test installed another one.
 */
export function getStorage(): Storage {
  return holder.installed ?? (holder.configured ??= createStorage(env()));
}

/**
 * Tests only: makes getStorage() answer `storage` (the in-memory double of test/memory-storage.ts,
 * an S3 adapter on s3rver…); without an argument, the configured adapter again.
 */
export function setStorageForTests(storage?: Storage): void {
  holder.installed = storage;
}
