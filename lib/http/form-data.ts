import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError, BadRequestError, PayloadTooLargeError } from "@/lib/errors";

/** One file part as it arrives: its bytes are a stream, read once, never buffered whole. */
export type MultipartFile = {
  field: string;
  /** The browser's file name: for messages only, never for a key or a path. */
  filename: string;
  /** The part's declared Content-Type (the browser's guess; the real type is checked from the bytes). */
  mimeType: string;
  stream: Readable;
};

export type MultipartOptions = {
  /** The file fields taken, each at most once; any other file part is refused. */
  files: readonly string[];
  /** Text fields at most (default 30) and their largest value in bytes (default 64 KB). */
  maxFields?: number;
  maxFieldBytes?: number;
  /**
   * Consumes one file part (streams it to storage). It must read the stream to its end or fail;
   * when it fails, the rest of the part is drained so the fields after it are still read.
   */
  onFile: (file: MultipartFile) => Promise<void>;
};

export function isMultipart(req: Request): boolean {
  return (req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * Reads a multipart/form-data body with busboy as it arrives: text fields are collected (each
 * name once), each file part is handed to `onFile` while the body is still streaming, so server
 * memory stays flat whatever the file's size. Resolves with the fields once the body is read and
 * every `onFile` has settled; otherwise rejects with the first failure (a 4xx AppError for a
 * malformed body, an unexpected or repeated part, a value over its limit), also only after every
 * `onFile` has settled, so the caller can clean up what was stored.
 */
export async function readMultipart(req: Request, options: MultipartOptions): Promise<Record<string, string>> {
  if (!req.body) throw new BadRequestError("The upload is empty");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(req.headers),
      limits: {
        fields: options.maxFields ?? 30,
        fieldSize: options.maxFieldBytes ?? 64 * 1024,
        fieldNameSize: 100,
        files: options.files.length + 1,
        parts: (options.maxFields ?? 30) + options.files.length,
      },
    });
  } catch {
    throw new BadRequestError("The request must be sent as multipart/form-data with a boundary");
  }

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const seenFiles = new Set<string>();
  const pending: Promise<void>[] = [];
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };

  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return fail(new PayloadTooLargeError(`The field "${name.slice(0, 100)}" is too long`));
    if (Object.hasOwn(fields, name)) return fail(new BadRequestError(`The field "${name}" was sent more than once`));
    fields[name] = value;
  });
  parser.on("file", (field, stream, info) => {
    if (!options.files.includes(field) || seenFiles.has(field)) {
      stream.resume();
      return fail(
        new BadRequestError(
          seenFiles.has(field) ? `Only one "${field}" file may be sent` : `Unexpected file "${field}": send ${options.files.join(" and ")}`,
        ),
      );
    }
    seenFiles.add(field);
    // The consumer gets its own stream: when it fails (and destroys it), busboy's part is
    // unpiped and drained, so the rest of the body is still read; busboy's errors (a body cut
    // off) reach the consumer, which would otherwise wait for bytes that never come.
    const body = new PassThrough();
    stream.on("error", (error) => body.destroy(error));
    stream.pipe(body);
    pending.push(
      options
        .onFile({ field, filename: info.filename ?? "", mimeType: (info.mimeType ?? "").toLowerCase(), stream: body })
        .catch((error: unknown) => {
          fail(error);
          stream.unpipe(body);
          stream.resume();
        }),
    );
  });
  parser.on("fieldsLimit", () => fail(new PayloadTooLargeError("Too many fields in the upload")));
  parser.on("partsLimit", () => fail(new PayloadTooLargeError("Too many parts in the upload")));
  parser.on("filesLimit", () => fail(new BadRequestError(`Only ${options.files.join(" and ")} may be sent as files`)));

  const source = Readable.fromWeb(req.body as NodeWebReadableStream<Uint8Array>);
  await new Promise<void>((resolve) => {
    parser.on("close", () => resolve());
    parser.on("error", (error: unknown) => {
      fail(
        error instanceof AppError
          ? error
          : new BadRequestError("The upload could not be read: the multipart body is malformed or was cut off. Please try again."),
      );
      source.unpipe(parser);
      source.resume();
      resolve();
    });
    // A body cut off (the client went away): busboy ends the file part in progress with the
    // error, so its onFile fails and cleans up rather than waiting for bytes that never come.
    source.on("error", () => parser.destroy(new BadRequestError("The upload was interrupted. Please try again.")));
    source.pipe(parser);
  });
  await Promise.allSettled(pending);
  if (failure !== undefined) throw failure;
  return { ...fields };
}
