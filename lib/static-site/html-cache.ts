import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { htmlCache, type KeptAnswer } from "../cache/memory-cache";
import { HOLE_END, HOLE_START } from "./hole";
import type { PageTag } from "../cache/page-cache";

/**
 * The HTML cache of the pages rendered per request (./README.md, "The HTML cache" and "Shell and
 * hole"): a URL served before costs well under a millisecond of CPU and no SQL; a new address of
 * a page that marks its hole renders only the hole into the page's shell.
 */

/**
 * A page whose HTML is cached: its path, the tag of its content, and the markup of its `CacheHole` for
 * its props (none: every address is rendered whole by Next once, a form page's few addresses).
 */
export type CachedPage<Props> = { source: string; tag: PageTag; hole?: (props: Props) => ReactElement };

/** A page's HTML around its hole, and the headers it was sent with: the same at every address. */
type Shell = { before: string; after: string; headers: Record<string, string> };

/** The shell of each cached page (by path), learnt from its first render by Next in this server. */
const shells = new Map<string, Shell>();

/** Forgets the shells learnt (tests: each starts from a server that has rendered nothing). */
export function forgetShellsForTests(): void {
  shells.clear();
}

/**
 * The shell of a page's whole HTML: what is before its hole and after it, or null when the markers
 * are not there once each. React hoists a preload of each eagerly loaded image to the document's
 * <head>, outside the hole (by its `href`, or by its `imageSrcSet` when it has several sizes):
 * those of the hole's own images are left out of the shell (rendered alone, the hole carries its
 * own at its start, where a preload link is as valid).
 */
export function shellOf(html: string, headers: Record<string, string>): Shell | null {
  const start = html.indexOf(HOLE_START);
  const end = html.indexOf(HOLE_END);
  if (start < 0 || end < start || html.indexOf(HOLE_START, start + 1) >= 0 || html.indexOf(HOLE_END, end + 1) >= 0) return null;
  // An image is preloaded by its address or, when it has several sizes, by its srcset.
  const holeImages = new Set(
    [...html.slice(start, end).matchAll(/<img [^>]*>/g)].flatMap(([img]) =>
      [...img.matchAll(/\b(?:src|srcSet)="([^"]*)"/g)].map((m) => m[1]),
    ),
  );
  const holeImage = (link: string) => /\b(?:href|imageSrcSet)="([^"]*)"/.exec(link)?.[1];
  const before = html
    .slice(0, start + HOLE_START.length)
    .replace(/<link rel="preload" as="image" [^>]*>/g, (link) => (holeImages.has(holeImage(link)) ? "" : link));
  return { before, after: html.slice(end), headers };
}

/** The encodings a kept copy is sent in, most preferred first: brotli is about a fifth smaller than gzip. */
const ENCODINGS = ["br", "gzip", "identity"] as const;
type KeptEncoding = (typeof ENCODINGS)[number];

/**
 * Compressed once per kept copy, on the first request that asks for the encoding: brotli at a
 * middle quality (a copy is made while the site runs, unlike the prerendered pages' highest
 * level, lib/static-site/compressed-server.ts) and gzip at its default.
 */
const compressors: Record<Exclude<KeptEncoding, "identity">, (html: Buffer) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => promisify(gzip)(html),
};

/** negotiator 1's `encoding`, whose `preferred` option breaks a tie of quality (@types/negotiator describes 0.6, without it). */
type PreferringNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

/** The encoding a request gets a kept copy in (`negotiator`, as Next's own compression chooses), plain with COMPRESS=off. */
export function keptEncoding(acceptEncoding: string | string[] | undefined): KeptEncoding {
  if (process.env.COMPRESS === "off") return "identity";
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as PreferringNegotiator;
  const chosen = negotiator.encoding([...ENCODINGS], { preferred: [...ENCODINGS] });
  return ENCODINGS.find((encoding) => encoding === chosen) ?? "identity";
}

/**
 * What a copy is filed under: the page's query with its empty values left out (the page reads an
 * empty value as none) and its names in order, so that `?a=1&b=2` and `?b=2&a=1&c=` share one
 * copy. Every other difference is another copy; the cache's bounds hold however many.
 */
export function keptPageKey(source: string, query: URLSearchParams): string {
  const kept = new URLSearchParams([...query].filter(([, value]) => value !== ""));
  kept.sort();
  const search = kept.toString();
  return search ? `${source}?${search}` : source;
}

/**
 * Whether pages are cached here: in a production build (`next dev` renders every request, so a
 * change to a page's code shows at once), unless HTML_CACHE=off (a CDN in front keeps the pages).
 */
export const htmlCacheOn = (): boolean => process.env.NODE_ENV === "production" && process.env.HTML_CACHE !== "off";

/** A render that is not one to keep: not 200 (an error page), or the response closed before its end. */
class NotKept extends Error {}

/**
 * Resolves with the body Next writes to `res` (what its compression, if any, receives: the plain
 * HTML) once it ends with 200; rejects otherwise.
 */
function captureBody(res: ServerResponse, done: { resolve: (answer: KeptAnswer<Buffer>) => void; reject: (error: Error) => void }) {
  const chunks: Buffer[] = [];
  const add = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write;
  const end = res.end;
  // The response's own methods, wrapped for this response only (Node's signatures are overloaded).
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    add(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== "function") add(args[0], args[1]);
    const type = res.getHeader("content-type");
    if (res.statusCode === 200)
      done.resolve({ body: Buffer.concat(chunks), headers: { "Content-Type": String(type ?? "text/html; charset=utf-8") } });
    else done.reject(new NotKept(`not kept: ${res.statusCode}`));
    return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["end"];
  res.once("close", () => done.reject(new NotKept("not kept: the response closed before its end")));
}

/** Sends a copy (`X-Cache`: HIT when it was kept, MISS when this request made it); Cache-Control, Cache-Tag and the security headers are next.config's, set before. */
function sendCopy(req: IncomingMessage, res: ServerResponse, copy: KeptAnswer<Buffer>, encoding: KeptEncoding, kept: "HIT" | "MISS"): void {
  res.statusCode = 200;
  for (const [name, value] of Object.entries(copy.headers)) res.setHeader(name, value);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Length", String(copy.body.length));
  res.setHeader("X-Cache", kept);
  res.end(req.method === "HEAD" ? undefined : copy.body);
}

/**
 * getServerSideProps of a listing page whose HTML is kept per address (above): `props` makes the
 * page's props, called only when the page is rendered. A request that finds a copy (or waits for
 * the one being made for the same address) is answered with it; the one that renders is marked
 * `X-Cache: MISS`: it renders the hole into the page's shell, or, the first time, has Next
 * render the whole page and learns the shell from it. Only in a production build (`next dev`
 * renders every request, so a change to the page's code shows at once) and only for GET and HEAD.
 */
export function cachedPageProps<Props extends Record<string, unknown>>(
  page: CachedPage<Props>,
  props: (context: GetServerSidePropsContext) => Promise<GetServerSidePropsResult<Props>>,
): GetServerSideProps<Props> {
  return async (context) => {
    const { req, res } = context;
    if (!htmlCacheOn() || (req.method !== "GET" && req.method !== "HEAD")) return props(context);
    const address = keptPageKey(page.source, new URL(context.resolvedUrl, "http://localhost").searchParams);
    const encoding = keptEncoding(req.headers["accept-encoding"]);
    let capture: Parameters<typeof captureBody>[1] | null = null;
    // Made by this request (the render below, captured) unless kept or being made by another.
    const plain = () =>
      htmlCache.get(page.tag, `${address} identity`, () => new Promise((resolve, reject) => (capture = { resolve, reject })));
    const copy =
      encoding === "identity"
        ? plain()
        : htmlCache.get(page.tag, `${address} ${encoding}`, async () => {
            const html = await plain();
            return { body: await compressors[encoding](html.body), headers: html.headers };
          });
    // `capture` is set synchronously when this request is the one to render (kept-answers' get calls `produce` at once).
    const made = capture as Parameters<typeof captureBody>[1] | null;
    if (made && req.method === "GET") {
      copy.catch(() => {}); // A render not kept fails the compressed copy too: nobody waits for it.
      const shell = shells.get(page.source);
      let result: GetServerSidePropsResult<Props>;
      let html: string | null = null;
      try {
        result = await props(context);
        if (shell && page.hole && "props" in result) html = shell.before + renderToString(page.hole(await result.props)) + shell.after;
      } catch (error) {
        made.reject(error instanceof Error ? error : new NotKept("not kept: the page failed"));
        throw error;
      }
      if (!("props" in result)) {
        made.reject(new NotKept("not kept: a redirect or not found"));
        return result;
      }
      if (shell && html !== null) {
        made.resolve({ body: Buffer.from(html), headers: shell.headers });
        sendCopy(req, res, await copy, encoding, "MISS");
        return { props: {} as Props };
      }
      // Next renders the whole page: its shell is learnt from what it writes.
      captureBody(res, {
        resolve: (answer) => {
          const learnt = page.hole ? shellOf(answer.body.toString(), answer.headers) : null;
          if (learnt) shells.set(page.source, learnt);
          made.resolve(answer);
        },
        reject: made.reject,
      });
      res.setHeader("X-Cache", "MISS");
      return result;
    }
    if (made) made.reject(new NotKept("not kept: a HEAD request renders no body"));
    try {
      sendCopy(req, res, await copy, encoding, "HIT");
      return { props: {} as Props };
    } catch {
      // The render this request waited for was not kept (an error page, a closed response): render it here.
      return props(context);
    }
  };
}
