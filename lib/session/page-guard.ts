import { redirect } from "next/navigation";
import { getActor, type Actor } from "./actor";
import { homeFor, type ProtectedPath } from "@/lib/auth/roles";

export type SearchParams = Record<string, string | string[] | undefined>;

/** The path and query of the page being opened, to come back to after signing in. */
export function pathWithQuery(pathname: string, searchParams: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (typeof value === "string") query.append(key, value);
    else if (Array.isArray(value)) for (const v of value) query.append(key, v);
  }
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

export function signInUrl(returnTo: string): string {
  return `/auth?callbackUrl=${encodeURIComponent(returnTo)}`;
}

/**
 * The check every protected page makes for itself (the proxy's redirect is only a first pass),
 * with its protected path (registry/protected-paths.ts `protectedPath`): the person is loaded
 * from the database; a guest goes to /auth with a way back, and a role that may not open this
 * page goes to its own home.
 */
export async function requirePageActor(route: ProtectedPath, searchParams: SearchParams = {}): Promise<Actor> {
  const actor = await getActor();
  if (!actor) redirect(signInUrl(pathWithQuery(route.prefix, searchParams)));
  if (!route.roles.includes(actor.role)) redirect(homeFor(actor.role));
  return actor;
}

/** Reads one string search parameter (the first when it is repeated). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
