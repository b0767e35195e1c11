import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { StorageConfig } from "@/lib/config/env";
import { AppError, BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError } from "@/lib/errors";
import { checkPutOptions, readableOf, sizeCheck } from "./body";
import { isObjectKey } from "./keys";
import { DownloadUrls } from "./download-urls";
import { MAX_URL_LIFETIME_SECONDS, isPlainContentType, servedDisposition } from "./limits";
import type { PutBody, PutOptions, Storage, StoredObject, UploadOptions, UploadTarget } from "./types";

const ALREADY_STORED = "A file is already stored under this key.";
export const STORAGE_UNAVAILABLE = "We could not reach the file store just now, so nothing was saved. Please try again in a minute.";

export type S3Config = Extract<StorageConfig, { kind: "s3" }>;

/**
 * S3 (or any S3-compatible store: S3_ENDPOINT) with presigned URLs: the browser PUTs the file
 * straight to the bucket and plays it from there; our server only signs, checks and deletes.
 *
 * Uploads are a presigned PUT that signs the exact size, the type and `If-None-Match: *`, rather
 * than a presigned POST with a `content-length-range` policy: the browser already sends the
 * File with PUT (one code path for both adapters, XHR progress, no multipart form), S3 refuses a
 * body of any other length or type (the signature no longer matches), and the conditional write
 * makes the URL single use (S3 answers 412 once an object exists at the key), which a POST
 * policy cannot say. The browser sets Content-Length itself from the File (scripts may not set
 * it, but it is always sent, and that is what S3 checks); Content-Type and If-None-Match are
 * headers a script may set, and the bucket's CORS rule must allow them. A store that ignores
 * If-None-Match still enforces the size and type; the confirm step checks size and container
 * again in any case.
 */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly #downloadUrls = new DownloadUrls();

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

  async createUploadTarget(key: string, options: UploadOptions): Promise<UploadTarget> {
    checkUrlOptions(options);
    if (!Number.isSafeInteger(options.size) || options.size < 1) throw new Error("size must be a positive whole number");
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.#key(key),
      ContentType: options.contentType,
      ContentLength: options.size,
      IfNoneMatch: "*",
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      // Part of the signature: a PUT of another length or type, or without the condition, is refused by S3.
      signableHeaders: new Set(["content-type", "content-length", "if-none-match"]),
    });
    return {
      url,
      method: "PUT",
      headers: { "Content-Type": options.contentType, "If-None-Match": "*" },
      expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000),
    };
  }

  /**
   * A conditional PutObject (If-None-Match: *, so S3 answers 412 when the key holds an object)
   * of exactly `size` bytes, streamed. A body of another size aborts the request before S3
   * completes the object. The head check first gives the same answer on stores that ignore the
   * condition (s3rver) when nothing races.
   *
   * A body of unknown length (`maxSize`: a multipart file part) cannot be one PutObject, which
   * needs its length first: @aws-sdk/lib-storage's Upload sends it in parts of 5 MB, one at a
   * time (at most a part or two in memory whatever the file's size), and aborts the multipart
   * upload, leaving nothing, when the body fails or passes `maxSize`.
   */
  async put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject> {
    const Key = this.#key(key);
    checkPutOptions(body, options);
    if (await this.head(Key)) throw new ConflictError(ALREADY_STORED);
    const abort = new AbortController();
    let refused: unknown;
    const refuse = (error: unknown) => {
      refused ??= error;
      abort.abort();
    };
    const counted = sizeCheck(options);
    readableOf(body).on("error", refuse).pipe(counted).on("error", refuse);
    try {
      if (options.size !== undefined) {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key,
            Body: counted,
            ContentType: options.contentType,
            ContentLength: options.size,
            IfNoneMatch: "*",
          }),
          { abortSignal: abort.signal },
        );
      } else {
        const upload = new Upload({
          client: this.client,
          params: { Bucket: this.bucket, Key, Body: counted, ContentType: options.contentType, IfNoneMatch: "*" },
          queueSize: 1,
          partSize: 5 * 1024 * 1024,
          leavePartsOnError: false,
        });
        abort.signal.addEventListener("abort", () => void upload.abort().catch(() => undefined));
        await upload.done();
      }
    } catch (error) {
      if (refused) throw refused;
      if (statusOf(error) === 412) throw new ConflictError(ALREADY_STORED);
      throw unreachable(error);
    }
    if (refused) {
      await this.delete(key);
      throw refused;
    }
    return { size: counted.bytes };
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.#key(key) }));
      return { size: out.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw unreachable(error);
    }
  }

  async readRange(key: string, start: number, length: number): Promise<Uint8Array> {
    if (!Number.isSafeInteger(start) || start < 0 || !Number.isSafeInteger(length) || length < 0) {
      throw new Error("readRange: start and length must be whole numbers of 0 or more");
    }
    const Key = this.#key(key);
    if (length === 0) {
      if (!(await this.head(Key))) throw new NotFoundError("File not found.");
      return new Uint8Array(0);
    }
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key, Range: `bytes=${start}-${start + length - 1}` }));
      const bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array(0);
      // A store that ignores Range sends the whole object (status 200): keep only what was asked for.
      return out.ContentRange ? bytes.subarray(0, length) : bytes.subarray(start, start + length);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw new NotFoundError("File not found.");
      // 416 InvalidRange: the range starts at or past the end of the object.
      if (status === 416) return new Uint8Array(0);
      throw unreachable(error);
    }
  }

  async createDownloadUrl(key: string, options: { expiresInSeconds: number; contentType: string }): Promise<string> {
    checkUrlOptions(options);
    const objectKey = this.#key(key);
    const { contentType, expiresInSeconds } = options;
    // Signed in steps (limits.ts downloadWindow): the same URL for a while, so the image is cached
    // under it, and presigned once a step.
    return this.#downloadUrls.get(objectKey, contentType, expiresInSeconds, Math.floor(Date.now() / 1000), ({ signedAt, expires }) => {
      const command = new GetObjectCommand({
        Bucket: this.bucket,
        Key: objectKey,
        // Served with our fixed type and disposition, whatever was stored with the object.
        ResponseContentType: contentType,
        ResponseContentDisposition: servedDisposition(contentType),
        ResponseCacheControl: `private, max-age=${Math.min(expiresInSeconds, 3600)}`,
      });
      return getSignedUrl(this.client, command, { signingDate: new Date(signedAt * 1000), expiresIn: expires - signedAt });
    });
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.#key(key) }));
    } catch (error) {
      if (statusOf(error) !== 404) throw unreachable(error);
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

/** An error without an answer from the store (refused, reset, timed out): 503, the request may be sent again. */
function unreachable(error: unknown): unknown {
  return statusOf(error) === undefined && !(error instanceof AppError)
    ? new ServiceUnavailableError(STORAGE_UNAVAILABLE, { cause: error })
    : error;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}
