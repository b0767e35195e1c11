import "server-only";
import { env, type Env } from "@/lib/env";
import { LocalStorage } from "./local";
import { S3Storage } from "./s3";
import type { Storage } from "./types";

export type { Storage, StoredObject, UploadTarget } from "./types";

/** The adapter for a configuration: S3 when S3_BUCKET is set, else the local disk. */
export function createStorage(config: Pick<Env, "mode" | "storage" | "authSecret">): Storage {
  if (config.storage.kind === "s3") return new S3Storage(config.storage);
  if (config.mode === "production") {
    console.warn(
      `[storage] S3_BUCKET is not set: files are stored on this server's disk (${config.storage.dir}). ` +
        "That suits a single server with a persistent disk; with several instances or a serverless host set S3_BUCKET.",
    );
  }
  return new LocalStorage({ dir: config.storage.dir, authSecret: config.authSecret });
}

let cached: Storage | undefined;

/** The storage adapter chosen from the configuration, created once per process. */
export function getStorage(): Storage {
  cached ??= createStorage(env());
  return cached;
}

/** Tests only: forget the cached adapter (the next getStorage() reads the configuration), or put `next` in its place. */
export function resetStorage(next?: Storage): void {
  cached = next;
}
