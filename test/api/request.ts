import { NextRequest } from "next/server";

/**
 * Calls exported route handlers directly, as Next would. lib/auth/actor.ts reads the request
 * headers through `headers()` from next/headers, which needs a Next request scope: every test
 * file gets that module mocked (test/request-scope.ts) to return `currentHeaders()`, the headers
 * of the call in progress.
 */
export const ORIGIN = "http://localhost:3000";

// Kept on globalThis so the mock and the helper agree even if a module graph is re-evaluated.
const state = globalThis as typeof globalThis & { __mmfRequestHeaders?: Headers; __mmfCookieSession?: unknown };
export function currentHeaders(): Headers {
  const headers = new Headers(state.__mmfRequestHeaders);
  // A browser signed in by cookie sends the session cookie (lib/session/cookie.ts): withCookieSession sets its content.
  if (state.__mmfCookieSession && !headers.has("cookie")) headers.set("cookie", "authjs.session-token=set-by-withCookieSession");
  return headers;
}

/** What the mocked Auth.js `auth()` answers: the session of the browser's cookie, none unless withCookieSession sets one. */
export function currentCookieSession(): unknown {
  return state.__mmfCookieSession ?? null;
}

/** Runs `fn` as a request whose session cookie decodes to `session` (what Auth.js's session callback made of its JWT). */
export async function withCookieSession<T>(session: unknown, fn: () => Promise<T>): Promise<T> {
  state.__mmfCookieSession = session;
  try {
    return await fn();
  } finally {
    state.__mmfCookieSession = undefined;
  }
}

/** Runs `fn` as a request with these headers (what `headers()` answers), outside a route call. */
export async function withRequestHeaders<T>(headers: HeadersInit, fn: () => Promise<T>): Promise<T> {
  state.__mmfRequestHeaders = new Headers(headers);
  try {
    return await fn();
  } finally {
    state.__mmfRequestHeaders = undefined;
  }
}

export type Handler = (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type Call = {
  method: string;
  /** The route pattern, as its folder says: /api/v1/user/update-profile/[id], /api/v1/[...path]. */
  route: string;
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
  /**
   * A value is sent as JSON; a string or bytes are sent as they are (for malformed bodies, or
   * files: then pass their Content-Type in `headers`, which is kept).
   */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The answer may be a file rather than JSON (the signed download route) or a stream (server-sent events): not read. */
  binary?: boolean;
  /** The request's abort signal (a browser that goes away: an event stream ends). */
  signal?: AbortSignal;
};

export type ApiResult = { status: number; body: Record<string, unknown> & { message?: string }; response: Response };

/** Fills the pattern's [param] and [...param] segments. */
export function pathFor(route: string, params: Record<string, string | string[]> = {}): string {
  return route.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_all, rest: string | undefined, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for [${rest ?? ""}${name}] in ${route}`);
    const parts = Array.isArray(value) ? value : [value];
    return parts.map(encodeURIComponent).join("/");
  });
}

export async function callHandler(handler: Handler, call: Call): Promise<ApiResult> {
  const url = new URL(pathFor(call.route, call.params), ORIGIN);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ host: new URL(ORIGIN).host, ...call.headers });
  if (call.token) headers.set("authorization", `Bearer ${call.token}`);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (call.body !== undefined) {
    body =
      typeof call.body === "string" || call.body instanceof Uint8Array
        ? (call.body as string | Uint8Array<ArrayBuffer>)
        : JSON.stringify(call.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method: call.method, headers, body, ...(call.signal ? { signal: call.signal } : {}) });
  state.__mmfRequestHeaders = req.headers;
  try {
    const response = await handler(req, { params: Promise.resolve(call.params ?? {}) });
    const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
    const text = call.binary && !isJson ? "" : await response.clone().text();
    let parsed: Record<string, unknown> = {};
    if (text) {
      expectJson(response, text);
      parsed = JSON.parse(text) as Record<string, unknown>;
    }
    return { status: response.status, body: parsed, response };
  } finally {
    state.__mmfRequestHeaders = undefined;
  }
}

function expectJson(response: Response, text: string) {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new Error(`Expected a JSON response, got ${type}: ${text.slice(0, 200)}`);
}
