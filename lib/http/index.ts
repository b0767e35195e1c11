import { NextRequest, NextResponse } from "next/server";
import { getActor, type Actor } from "@/lib/session/actor";
import { env } from "@/lib/config/env";
import { hasSessionCookie } from "@/lib/session/cookie";
import { AppError, BadRequestError, InvalidError, RateLimitedError, ServiceUnavailableError } from "@/lib/errors";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { expirePages } from "@/lib/cache/expire";
import { purgePagesLater } from "@/lib/jobs/cdn";
import type { PageTag } from "@/lib/cache/page-cache";
import { withCors } from "@/lib/http/cors";
import { forCaller } from "@/lib/http/caller-url";
import { currentRequestId, withRequestId } from "@/lib/observability/context";
import { log } from "@/lib/observability/log";
import { observeRequest, routePattern } from "@/lib/observability/metrics";
import { REQUEST_ID_HEADER, saneRequestId } from "@/lib/observability/request-id";

/** The largest request body any route reads whole (JSON, forms); files stream through lib/storage with their own signed limit. */
export const MAX_BODY_BYTES = 1_000_000;

export type RouteContext<P> = {
  req: NextRequest;
  params: P;
  actor: Actor | null;
  ip: string;
  /** The parsed JSON body ({} when there is none); 400 when it is not JSON. */
  json: () => Promise<unknown>;
  /** The fields of a form-encoded body (application/x-www-form-urlencoded: what pusher-js posts), each its last value; a JSON body's object as it is. */
  fields: () => Promise<unknown>;
};

export { assertSameOrigin, clientIp, isOneClient, isSameOrigin, UNTRUSTED_NETWORK } from "@/lib/http/same-origin";
import { assertSameOrigin, clientIp } from "@/lib/http/same-origin";

const tooLarge = () => new AppError(413, "The request body is too large");

/**
 * The body's bytes, counted while they arrive: past `max` the stream is cancelled and the answer
 * is 413, so a large or endless body (chunked, with no Content-Length) is never read to its end
 * nor held in memory. A declared Content-Length over `max` is refused before reading anything.
 */
export async function readBody(req: Request, max: number = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > max) {
    await req.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * For handlers that read the whole body themselves (Auth.js's sign-in and sign-out POSTs): the
 * handler gets a copy of the request whose body was read within the cap; 413 past it.
 */
export function withBodyLimit(handler: (req: NextRequest) => Promise<Response>, max: number = MAX_BODY_BYTES) {
  return (req: NextRequest): Promise<Response> =>
    withRequestId(saneRequestId(req.headers.get(REQUEST_ID_HEADER)), async () => {
      let body: Uint8Array<ArrayBuffer>;
      try {
        body = await readBody(req, max);
      } catch (error) {
        return errorResponse(error);
      }
      const hasBody = !["GET", "HEAD"].includes(req.method);
      return handler(
        new NextRequest(req.url, { method: req.method, headers: req.headers, body: hasBody ? body : undefined, signal: req.signal }),
      );
    });
}

/** A form-encoded body's fields (the last value of a repeated one), or a JSON body when the request says JSON. */
async function readFields(req: NextRequest): Promise<unknown> {
  if ((req.headers.get("content-type") ?? "").includes("application/json")) return readJson(req);
  const text = new TextDecoder().decode(await readBody(req));
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * Reads the body as JSON whatever its Content-Type: navigator.sendBeacon (the player's progress
 * save on unload) sends a JSON string as text/plain. The Origin check still applies to it.
 */
async function readJson(req: NextRequest): Promise<unknown> {
  const text = new TextDecoder().decode(await readBody(req));
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError("The request body must be valid JSON");
  }
}

export const DATABASE_UNAVAILABLE = "The site cannot reach its database just now. Please try again in a minute.";

/**
 * The error answer of every route: `{ message, errors?, requestId }`. The request id (also the
 * X-Request-Id header) is what to quote when reporting a failure: it finds the request's log lines.
 */
export function errorResponse(error: unknown, requestId: string | undefined = currentRequestId()): NextResponse {
  const id = requestId ? { requestId } : {};
  if (error instanceof AppError) {
    const body: { message: string; errors?: Record<string, string>; requestId?: string } = { message: error.message };
    if (error instanceof InvalidError && Object.keys(error.fields).length > 0) body.errors = error.fields;
    const res = NextResponse.json({ ...body, ...id }, { status: error.status });
    if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError) {
      res.headers.set("Retry-After", String(error.retryAfterSeconds));
    }
    if (error instanceof ServiceUnavailableError) log.warn({ component: "api", err: error.cause ?? error }, error.message);
    return res;
  }
  // The server is down or restarting: a fast, honest answer the client may retry (a balancer too).
  if (isDatabaseUnavailable(error)) return errorResponse(new ServiceUnavailableError(DATABASE_UNAVAILABLE, { cause: error }), requestId);
  log.error({ component: "api", err: error }, "unexpected error");
  return NextResponse.json({ message: "Something went wrong on our side. Please try again.", ...id }, { status: 500 });
}

/**
 * Wraps a route handler: resolves the actor, checks the origin of cookie mutations, parses the
 * body on demand, and maps typed errors to statuses with `{ message, requestId }` (errorResponse).
 * Never a stack trace. Every answer carries `X-Request-Id`; the handler's log lines carry the same id,
 * and its count and time go to the metrics of its route (lib/observability/metrics.ts).
 * Answers carry the CORS headers of an origin CORS_ORIGINS allows (lib/http/cors.ts; proxy.ts answers
 * the preflights).
 *
 * Only a request that carries our session cookie is checked for its Origin: without it the
 * request authenticates by Bearer token or not at all, and no /api/v1 route sets a cookie, so a
 * foreign page gains nothing from the visitor's browser that it could not do itself (behind a
 * proxy that rewrites Host, or from a client on another origin, signing in must work).
 *
 * The handler runs in `forCaller` (lib/http/caller-url.ts): the file URLs it answers an API client
 * (Bearer token, another origin) are absolute.
 *
 * `{ resolveActor: false }` is for routes authorised by something other than the caller's
 * account (the signed file URLs of lib/storage/local.ts): `actor` is then always null and no
 * session or token is looked up. `{ purges: [tag] }`, after the handler succeeds, expires this
 * server's kept copies of that content (lib/cache/expire.ts) and has a CDN drop its public pages
 * (lib/cache/page-cache.ts, lib/jobs/cdn.ts).
 */
export function apiRoute<P extends Record<string, string | string[]> = Record<string, never>>(
  handler: (ctx: RouteContext<P>) => Promise<unknown>,
  options: { resolveActor?: boolean; purges?: readonly PageTag[] } = {},
) {
  return (req: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    // The server set the header from the client's or a fresh one (lib/observability/server.ts); a direct call has none.
    const requestId = saneRequestId(req.headers.get(REQUEST_ID_HEADER));
    return withRequestId(requestId, async () => {
      const started = performance.now();
      const response = await answer(req, context);
      response.headers.set("X-Request-Id", requestId);
      // Until the answer's headers: a stream (server-sent events) counts until it starts.
      const route = routePattern(req.nextUrl.pathname, await context.params);
      observeRequest(req.method, route, response.status, (performance.now() - started) / 1000);
      return response;
    });
  };

  async function answer(req: NextRequest, context: { params: Promise<P> }): Promise<Response> {
    let response: Response;
    try {
      if (hasSessionCookie(req.headers)) assertSameOrigin(req.method, req.headers);
      const params = await context.params;
      const actor = options.resolveActor === false ? null : await getActor();
      const result = await forCaller(req.headers, env().siteUrl, () =>
        handler({ req, params, actor, ip: clientIp(req), json: () => readJson(req), fields: () => readFields(req) }),
      );
      for (const tag of options.purges ?? []) expirePages(tag);
      await purgePagesLater(options.purges ?? []);
      response = result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      response = errorResponse(error);
    }
    return withCors(req, privateByDefault(response));
  }
}

/**
 * API answers carry personal data (profiles, user lists, progress): no shared or browser cache
 * keeps them, unless the route set its own Cache-Control (a public thumbnail redirect).
 */
function privateByDefault(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}
