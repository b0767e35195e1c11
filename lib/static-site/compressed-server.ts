import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { STATIC_HTML_ENCODINGS, staticHtmlNames, type StaticHtmlEncoding } from "./compressed.mts";

const compressors: Record<StaticHtmlEncoding, (html: Uint8Array) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => promisify(gzip)(html, { level: constants.Z_BEST_COMPRESSION }),
};

/** Each page's bytes by encoding ("identity" for the plain HTML), made on first use and kept: a few KB each. */
const kept = new Map<string, Promise<Uint8Array>>();

/** The prerendered HTML of `name` as `next build` wrote it (NEXT_DIST_DIR, as next.config's distDir). */
function prerendered(name: string): Promise<Buffer> {
  return readFile(path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "server", "pages", `${name}.html`));
}

function bytesOf(name: string, encoding: StaticHtmlEncoding | "identity"): Promise<Uint8Array> {
  const key = `${encoding}:${name}`;
  let bytes = kept.get(key);
  if (!bytes) {
    bytes = encoding === "identity" ? prerendered(name) : bytesOf(name, "identity").then(compressors[encoding]);
    // A failure (no such file yet) is not kept: the next request tries again.
    bytes.catch(() => kept.delete(key));
    kept.set(key, bytes);
  }
  return bytes;
}

/** An answer of the compressed pages' route: written to Node's response as it is. */
export type StaticHtmlAnswer = { status: number; headers: Record<string, string>; body: Uint8Array };

/**
 * The answer of /api/static-html/{encoding}/{name} (lib/static-site/compressed.mts): the page compressed
 * once, or its plain HTML when COMPRESS=off. Cache-Control and the security headers come from
 * next.config's rules for the page's own path.
 */
export async function staticHtmlAnswer(encoding: string, name: string): Promise<StaticHtmlAnswer> {
  if (!(STATIC_HTML_ENCODINGS as readonly string[]).includes(encoding) || !staticHtmlNames.includes(name)) {
    return { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" }, body: new TextEncoder().encode("Not found") };
  }
  const plain = process.env.COMPRESS === "off";
  const body = await bytesOf(name, plain ? "identity" : (encoding as StaticHtmlEncoding));
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(body.byteLength),
    Vary: "Accept-Encoding",
  };
  if (!plain) headers["Content-Encoding"] = encoding;
  return { status: 200, headers, body };
}
