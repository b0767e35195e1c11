/** A value as it arrives through JSON: dates become their ISO strings. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/**
 * What a route that answers with a service's result sends: taken from the service's own
 * signature (`import type`), so a feature's browser client never retypes it.
 */
export type Answer<F extends (...args: never[]) => Promise<unknown>> = Json<Awaited<ReturnType<F>>>;

/**
 * Browser-side calls to our own /api/v1, the base of each feature's typed client
 * (features/<domain>/ui/api.ts). The session cookie authenticates them. Throws an ApiError carrying
 * the server's `message` (else the given fallback; without one the message is empty, and the
 * caller's own fallback applies: useApiMutation's `fallback`) and the status.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}, fallback = ""): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await fetch(`/api/v1${path}`, {
    ...rest,
    headers: { ...(json !== undefined ? { "Content-Type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = body && typeof body === "object" && "message" in body && typeof body.message === "string" ? body.message : fallback;
    throw new ApiError(message, res.status);
  }
  return body as T;
}

/** A refusal from our API: its `message`, and the HTTP status it came with. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

/**
 * Whether a failure says the record changed or went away since the screen was drawn (409, 404):
 * what is on screen is then out of date, and is drawn again.
 */
export function isStaleRecord(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}
