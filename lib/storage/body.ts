import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { BadRequestError } from "@/lib/errors";
import { isPlainContentType } from "./limits";
import type { PutBody, PutOptions } from "./types";

/** The checks every adapter's `put` makes before touching the store. */
export function checkPutOptions(body: PutBody, options: PutOptions): void {
  if (!isPlainContentType(options.contentType)) throw new Error(`Not a plain content type: ${options.contentType}`);
  if (!Number.isSafeInteger(options.size) || options.size < 1) throw new Error("size must be a positive whole number");
  if (body instanceof Uint8Array && body.byteLength !== options.size) throw wrongSize(body.byteLength, options.size);
}

export function wrongSize(actual: number, declared: number): BadRequestError {
  return new BadRequestError(`The file has ${actual} bytes${actual > declared ? " or more" : ""}, not the ${declared} declared.`);
}

/** A `put` body as one Node stream (bytes as a single chunk; a web stream converted, never buffered). */
export function readableOf(body: PutBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (body instanceof Readable) return body;
  if ("getReader" in body) return Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
  return Readable.from(body);
}

/**
 * A pass-through that counts bytes and fails with `wrongSize` (BadRequestError) as soon as more
 * than `size` arrive, or at the end when fewer did, so a store never keeps a body of another size.
 */
export function exactSize(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      seen += chunk.byteLength;
      if (seen > size) done(wrongSize(seen, size));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : wrongSize(seen, size));
    },
  });
}
