import { deflateSync } from "node:zlib";

/**
 * Compresses a PDF stream's contents (FlateDecode) with Node's zlib at level 3: a few percent
 * larger than zlib's default level 6, three to five times faster on fonts and page contents.
 */
export function deflate(bytes: Uint8Array | string): Uint8Array {
  return deflateSync(bytes, { level: 3 });
}
