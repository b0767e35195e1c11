import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { BadRequestError, PayloadTooLargeError } from "@/lib/errors";
import { isPlainContentType } from "./limits";
import type { PutBody, PutOptions } from "./types";

/** The checks every adapter's `put` makes before touching the store. */
export function checkPutOptions(body: PutBody, options: PutOptions): void {
  if (!isPlainContentType(options.contentType)) throw new Error(`Not a plain content type: ${options.contentType}`);
  const limit = options.size ?? options.maxSize;
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error("size must be a positive whole number");
  if (options.size !== undefined && body instanceof Uint8Array && body.byteLength !== options.size)
    throw wrongSize(body.byteLength, options.size);
}

export function wrongSize(actual: number, declared: number): BadRequestError {
  return new BadRequestError(`The file has ${actual} bytes${actual > declared ? " or more" : ""}, not the ${declared} declared.`);
}

export function tooLarge(maxSize: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`The file is larger than the ${maxSize} bytes allowed.`);
}

/** A `put` body as one Node stream (bytes as a single chunk; a web stream converted, never buffered). */
export function readableOf(body: PutBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (body instanceof Readable) return body;
  if ("getReader" in body) return Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
  return Readable.from(body);
}

/** A pass-through that counts the bytes going through it (`bytes`) and refuses a body of the wrong size. */
export type SizeCheck = Transform & { readonly bytes: number };

/**
 * The size check of a `put`: with `size`, fails with `wrongSize` (BadRequestError) as soon as more
 * than `size` bytes arrive, or at the end when fewer did; with `maxSize`, fails with `tooLarge`
 * (PayloadTooLargeError) as soon as more than `maxSize` arrive, or at the end when none did. A
 * store piping through it never keeps a body of another size.
 */
export function sizeCheck(options: PutOptions): SizeCheck {
  let seen = 0;
  const transform = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      seen += chunk.byteLength;
      if (options.size !== undefined && seen > options.size) done(wrongSize(seen, options.size));
      else if (options.maxSize !== undefined && seen > options.maxSize) done(tooLarge(options.maxSize));
      else done(null, chunk);
    },
    flush(done) {
      if (options.size !== undefined) done(seen === options.size ? null : wrongSize(seen, options.size));
      else done(seen > 0 ? null : new BadRequestError("The file is empty."));
    },
  });
  return Object.defineProperty(transform, "bytes", { get: () => seen }) as SizeCheck;
}
