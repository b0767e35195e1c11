import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { StorageConfig } from "@/lib/env";
import { BadRequestError, NotFoundError } from "@/lib/errors";
import { isObjectKey } from "./keys";
import { MAX_URL_LIFETIME_SECONDS, inlineDisposition, isPlainContentType } from "./limits";
import type { Storage, StoredObject, UploadTarget } from "./types";

export type S3Config = Extract<StorageConfig, { kind: "s3" }>;

/**
 * S3 (or any S3-compatible store: S3_ENDPOINT) with presigned URLs: the browser PUTs the file
 * straight to the bucket and plays it from there; our server only signs, checks and deletes.
 *
 * A presigned PUT cannot limit the body's size (only a presigned POST policy can), so
 * `maxBytes` is enforced after the upload: the caller heads the object and deletes it when it
 * is too large (issue 4: "size checked before and after upload").
 */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(config: Omit<S3Config, "kind" | "publicOrigin">) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // The SDK would otherwise add a checksum of an empty body to presigned PUT URLs, which the
      // browser's real upload then fails; checksums only where the API requires them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  #key(key: string): string {
    if (!isObjectKey(key)) throw new BadRequestError("Invalid file key.");
    return key;
  }

  async createUploadTarget(
    key: string,
    options: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<UploadTarget> {
    checkUrlOptions(options);
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: this.#key(key), ContentType: options.contentType });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      // Content-Type is part of the signature: a PUT with another type is refused by S3.
      signableHeaders: new Set(["content-type"]),
    });
    return {
      url,
      method: "PUT",
      headers: { "Content-Type": options.contentType },
      expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000),
    };
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.#key(key) }));
      return { size: out.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array> {
    if (length <= 0) return new Uint8Array(0);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.#key(key), Range: `bytes=0-${length - 1}` }),
      );
      const bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array(0);
      // A store that ignores Range sends the whole object: keep only what was asked for.
      return bytes.subarray(0, length);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw new NotFoundError("File not found.");
      // 416 InvalidRange: the object is empty.
      if (status === 416) return new Uint8Array(0);
      throw error;
    }
  }

  async createDownloadUrl(key: string, options: { expiresInSeconds: number; contentType: string }): Promise<string> {
    checkUrlOptions(options);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.#key(key),
      // Served with our fixed type and disposition, whatever was stored with the object.
      ResponseContentType: options.contentType,
      ResponseContentDisposition: inlineDisposition(options.contentType),
      ResponseCacheControl: `private, max-age=${Math.min(options.expiresInSeconds, 3600)}`,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.#key(key) }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
}

function checkUrlOptions(options: { contentType: string; expiresInSeconds: number }): void {
  if (!isPlainContentType(options.contentType)) throw new Error(`Not a plain content type: ${options.contentType}`);
  const seconds = options.expiresInSeconds;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_URL_LIFETIME_SECONDS) {
    throw new Error(`expiresInSeconds must be a whole number from 1 to ${MAX_URL_LIFETIME_SECONDS}`);
  }
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}
