import { safeCallbackUrl } from "@/lib/auth/roles";

/** A callbackUrl worth returning to after signing in: a relative path on this site, not an auth page. */
export function returnPath(value: string | null | undefined): string | null {
  const path = safeCallbackUrl(value);
  if (!path) return null;
  if (/^\/(login|signup|auth|forgot-password|reset-password)(\/|\?|#|$)/.test(path)) return null;
  return path;
}
