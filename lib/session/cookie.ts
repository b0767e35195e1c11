/**
 * Whether a request carries Auth.js's session cookie (`authjs.session-token`, `__Secure-` on
 * https, split into `.0`, `.1`… when long). Without it nobody is signed in by cookie: callers skip
 * Auth.js altogether (which would otherwise set up a CSRF token for every guest request).
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

export function hasSessionCookie(headers: Headers): boolean {
  return SESSION_COOKIE.test(headers.get("cookie") ?? "");
}
