import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getActor, type Actor } from "@/lib/session/actor";
import { env } from "@/lib/env";
import { AppError, BadRequestError, ForbiddenError, InvalidError, RateLimitedError } from "@/lib/errors";
import { invalidateCache, type CacheTag } from "@/lib/cache";

const MAX_JSON_BYTES = 1_000_000;

export type RouteContext<P> = {
  req: NextRequest;
  params: P;
  actor: Actor | null;
  ip: string;
  /** The parsed JSON body ({} when there is none); 400 when it is not JSON. */
  json: () => Promise<unknown>;
};

/**
 * The visitor's address, for rate limits. Only a proxy we trust (TRUST_PROXY=true) can tell it:
 * without one, X-Forwarded-For is whatever the client sent, so every request shares one bucket
 * rather than letting a client pick a fresh address per request.
 */
export function clientIp(req: Request): string {
  if (!env().trustProxy) return "untrusted-network";
  const first = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return first || req.headers.get("x-real-ip") || "unknown";
}

/** Cookie-authenticated mutations must come from our own origin. */
function assertSameOrigin(req: NextRequest): void {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method) || req.headers.get("authorization")) return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (!host || originHost !== host) throw new ForbiddenError("Cross-site requests are not allowed");
}

/**
 * Reads the body as JSON whatever its Content-Type: navigator.sendBeacon (the player's progress
 * save on unload) sends a JSON string as text/plain. The Origin check still applies to it.
 */
async function readJson(req: NextRequest): Promise<unknown> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError(413, "The request body is too large");
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError(413, "The request body is too large");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError("The request body must be valid JSON");
  }
}

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    const body: { message: string; errors?: Record<string, string> } = { message: error.message };
    if (error instanceof InvalidError && Object.keys(error.fields).length > 0) body.errors = error.fields;
    const res = NextResponse.json(body, { status: error.status });
    if (error instanceof RateLimitedError) res.headers.set("Retry-After", String(error.retryAfterSeconds));
    return res;
  }
  console.error("[api] unexpected error:", error);
  return NextResponse.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/**
 * Wraps a route handler: resolves the actor, checks the origin of cookie mutations, parses the
 * body on demand, and maps typed errors to statuses with `{ message }`. Never a stack trace.
 *
 * `{ resolveActor: false }` is for routes authorised by something other than the caller's
 * account (the signed file URLs of lib/storage/local.ts): `actor` is then always null and no
 * session or token is looked up. `{ revalidates: [tag] }` invalidates cached data (lib/server/cache.ts)
 * after the handler succeeds.
 */
export function apiRoute<P extends Record<string, string> = Record<string, never>>(
  handler: (ctx: RouteContext<P>) => Promise<unknown>,
  options: { resolveActor?: boolean; revalidates?: readonly CacheTag[] } = {},
) {
  return async (req: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      assertSameOrigin(req);
      const params = await context.params;
      const actor = options.resolveActor === false ? null : await getActor();
      const result = await handler({ req, params, actor, ip: clientIp(req), json: () => readJson(req) });
      for (const tag of options.revalidates ?? []) invalidateCache(tag);
      if (result instanceof Response) return privateByDefault(result);
      return privateByDefault(NextResponse.json(result));
    } catch (error) {
      return privateByDefault(errorResponse(error));
    }
  };
}

/**
 * API answers carry personal data (profiles, user lists, progress): no shared or browser cache
 * keeps them, unless the route set its own Cache-Control (a public thumbnail redirect).
 */
function privateByDefault(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}
