import { homeFor, safeCallbackUrl } from "@/lib/auth/roles";
import { protectedPathFor } from "@/registry/protected-paths";
import { isUuid } from "@/lib/ids";

/** A callbackUrl worth returning to after signing in: a relative path on this site, not an auth page. */
export function returnPath(value: string | null | undefined): string | null {
  const path = safeCallbackUrl(value);
  if (!path) return null;
  if (/^\/(login|signup|auth|forgot-password|reset-password)(\/|\?|#|$)/.test(path)) return null;
  return path;
}

/**
 * Where a sign-in lands: the callbackUrl when it is a safe path that this person may open,
 * otherwise their home. A protected area of another role is not returned to: the proxy would
 * redirect it to the home anyway, and a redirect that the proxy redirects again leaves the wrong
 * address in the bar (DESIGN.md 9).
 */
export function landingAfterSignIn(callbackUrl: string | null | undefined, home: string): string {
  const path = returnPath(callbackUrl);
  if (!path) return home;
  const route = protectedPathFor(new URL(path, "http://site.invalid").pathname);
  return !route || route.roles.some((role) => homeFor(role) === home) ? path : home;
}

/**
 * The video a callbackUrl leads to: `/videos/{id}` (the Play button's `/videos/{id}?play=1`) or
 * `/videos?play={id}`. Only the id is taken from the URL; the sign-in page looks the title up
 * itself (approved videos only), never trusting a title the URL carries.
 */
export function videoIdFromCallback(callbackUrl: string | null | undefined): string | null {
  const path = returnPath(callbackUrl);
  if (!path) return null;
  const url = new URL(path, "http://site.invalid");
  const id = /^\/videos\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? (url.pathname === "/videos" ? url.searchParams.get("play") : null);
  return id && isUuid(id) ? id : null;
}
