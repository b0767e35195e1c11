import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { keptPages, type KeptAnswer } from "./kept-answers";
import { KEPT_SLOT_END, KEPT_SLOT_START } from "./kept-slot";
import type { PageTag } from "./page-cache";

/**
 * The listing pages' HTML kept in memory (issue 17: a URL served before costs at most 1 ms of
 * server CPU, and no SQL). A listing page without the framework's JavaScript
 * (pages/resources.tsx) is rendered per request by getServerSideProps; wrapped in
 * `keptPageProps`, the first request for an address renders it as usual and keeps what Next sends
 * (the HTML, uncompressed), and later requests for the same address get that copy, written by
 * getServerSideProps itself before Next renders anything (Next renders nothing for a response
 * already sent), compressed once for each encoding asked for. The page's tag (lib/page-cache.ts
 * `PAGE_TAGS`) carries the copies: the change that expires it (expirePages, lib/cache.ts) drops
 * them, and they are kept a minute at most (other instances agree again within that time).
 * Bounded in entries and bytes (lib/kept-answers.ts `keptPages`), so the copies of endless
 * search terms cannot fill the memory.
 *
 * An address not seen before is cheap too (issue 17: at most 4 ms of CPU): most of a render's
 * cost is Next's own document work, not the page's markup. So the page marks the part that
 * differs between its addresses (`KeptSlot`, lib/kept-slot.tsx: the form's values and the
 * results), the server keeps the rest of the first page Next renders (the frame) for as long as
 * it runs, and renders only `slot` into it for each new address (React's renderToString).
 */

/**
 * A page whose HTML is kept: its path, the tag of its content, and the markup of its `KeptSlot` for
 * its props (none: every address is rendered whole by Next once, a form page's few addresses).
 */
export type KeptPage<Props> = { source: string; tag: PageTag; slot?: (props: Props) => ReactElement };

/** A page's HTML around its slot, and the headers it was sent with: the same at every address. */
type Frame = { before: string; after: string; headers: Record<string, string> };

/** The frame of each kept page (by path), learnt from its first render by Next in this server. */
const frames = new Map<string, Frame>();

/** Forgets the frames learnt (tests: each starts from a server that has rendered nothing). */
export function forgetFramesForTests(): void {
  frames.clear();
}

/**
 * The frame of a page's whole HTML: what is before its slot and after it, or null when the markers
 * are not there once each. React hoists a preload of each eagerly loaded image to the document's
 * <head>, outside the slot (by its `href`, or by its `imageSrcSet` when it has several sizes):
 * those of the slot's own images are left out of the frame (rendered alone, the slot carries its
 * own at its start, where a preload link is as valid).
 */
export function frameOf(html: string, headers: Record<string, string>): Frame | null {
  const start = html.indexOf(KEPT_SLOT_START);
  const end = html.indexOf(KEPT_SLOT_END);
  if (start < 0 || end < start || html.indexOf(KEPT_SLOT_START, start + 1) >= 0 || html.indexOf(KEPT_SLOT_END, end + 1) >= 0) return null;
  // An image is preloaded by its address or, when it has several sizes, by its srcset.
  const slotImages = new Set(
    [...html.slice(start, end).matchAll(/<img [^>]*>/g)].flatMap(([img]) =>
      [...img.matchAll(/\b(?:src|srcSet)="([^"]*)"/g)].map((m) => m[1]),
    ),
  );
  const slotImage = (link: string) => /\b(?:href|imageSrcSet)="([^"]*)"/.exec(link)?.[1];
  const before = html
    .slice(0, start + KEPT_SLOT_START.length)
    .replace(/<link rel="preload" as="image" [^>]*>/g, (link) => (slotImages.has(slotImage(link)) ? "" : link));
  return { before, after: html.slice(end), headers };
}

/** The encodings a kept copy is sent in, most preferred first: brotli is about a fifth smaller than gzip. */
const ENCODINGS = ["br", "gzip", "identity"] as const;
type KeptEncoding = (typeof ENCODINGS)[number];

/**
 * Compressed once per kept copy, on the first request that asks for the encoding: brotli at a
 * middle quality (a copy is made while the site runs, unlike the prerendered pages' highest
 * level, lib/static-html-server.ts) and gzip at its default.
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

/** Sends a copy (`X-Kept-Page`: HIT when it was kept, MISS when this request made it); Cache-Control, Cache-Tag and the security headers are next.config's, set before. */
function sendCopy(req: IncomingMessage, res: ServerResponse, copy: KeptAnswer<Buffer>, encoding: KeptEncoding, kept: "HIT" | "MISS"): void {
  res.statusCode = 200;
  for (const [name, value] of Object.entries(copy.headers)) res.setHeader(name, value);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Length", String(copy.body.length));
  res.setHeader("X-Kept-Page", kept);
  res.end(req.method === "HEAD" ? undefined : copy.body);
}

/**
 * getServerSideProps of a listing page whose HTML is kept per address (above): `props` makes the
 * page's props, called only when the page is rendered. A request that finds a copy (or waits for
 * the one being made for the same address) is answered with it; the one that renders is marked
 * `X-Kept-Page: MISS`: it renders the slot into the page's frame, or, the first time, has Next
 * render the whole page and learns the frame from it. Only in a production build (`next dev`
 * renders every request, so a change to the page's code shows at once) and only for GET and HEAD.
 */
export function keptPageProps<Props extends Record<string, unknown>>(
  page: KeptPage<Props>,
  props: (context: GetServerSidePropsContext) => Promise<GetServerSidePropsResult<Props>>,
): GetServerSideProps<Props> {
  return async (context) => {
    const { req, res } = context;
    if (process.env.NODE_ENV !== "production" || (req.method !== "GET" && req.method !== "HEAD")) return props(context);
    const address = keptPageKey(page.source, new URL(context.resolvedUrl, "http://localhost").searchParams);
    const encoding = keptEncoding(req.headers["accept-encoding"]);
    let capture: Parameters<typeof captureBody>[1] | null = null;
    // Made by this request (the render below, captured) unless kept or being made by another.
    const plain = () =>
      keptPages.get(page.tag, `${address} identity`, () => new Promise((resolve, reject) => (capture = { resolve, reject })));
    const copy =
      encoding === "identity"
        ? plain()
        : keptPages.get(page.tag, `${address} ${encoding}`, async () => {
            const html = await plain();
            return { body: await compressors[encoding](html.body), headers: html.headers };
          });
    // `capture` is set synchronously when this request is the one to render (kept-answers' get calls `produce` at once).
    const made = capture as Parameters<typeof captureBody>[1] | null;
    if (made && req.method === "GET") {
      copy.catch(() => {}); // A render not kept fails the compressed copy too: nobody waits for it.
      const frame = frames.get(page.source);
      let result: GetServerSidePropsResult<Props>;
      let html: string | null = null;
      try {
        result = await props(context);
        if (frame && page.slot && "props" in result) html = frame.before + renderToString(page.slot(await result.props)) + frame.after;
      } catch (error) {
        made.reject(error instanceof Error ? error : new NotKept("not kept: the page failed"));
        throw error;
      }
      if (!("props" in result)) {
        made.reject(new NotKept("not kept: a redirect or not found"));
        return result;
      }
      if (frame && html !== null) {
        made.resolve({ body: Buffer.from(html), headers: frame.headers });
        sendCopy(req, res, await copy, encoding, "MISS");
        return { props: {} as Props };
      }
      // Next renders the whole page: its frame is learnt from what it writes.
      captureBody(res, {
        resolve: (answer) => {
          const learnt = page.slot ? frameOf(answer.body.toString(), answer.headers) : null;
          if (learnt) frames.set(page.source, learnt);
          made.resolve(answer);
        },
        reject: made.reject,
      });
      res.setHeader("X-Kept-Page", "MISS");
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
