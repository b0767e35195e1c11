/**
 * Browser-side calls to our own /api/v1 (the session cookie authenticates them). Throws an
 * Error carrying the server's `message`, else the given fallback.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}, fallback = "API Error"): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await fetch(`/api/v1${path}`, {
    ...rest,
    headers: { ...(json !== undefined ? { "Content-Type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = body && typeof body === "object" && "message" in body && typeof body.message === "string" ? body.message : fallback;
    throw new Error(message);
  }
  return body as T;
}
