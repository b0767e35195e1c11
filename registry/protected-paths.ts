import { invoicesProtectedPaths } from "@/features/invoices/protected-paths";
import { AUTH_PAGES, DASHBOARDS, protectedPathAt, type ProtectedPath } from "@/lib/auth/roles";

/**
 * The protected paths and the roles allowed on each: the dashboards (lib/auth/roles.ts), then one
 * line per feature that owns one (its protected-paths.ts). The proxy (whose `matcher` must list
 * them: ./protected-paths.test.ts), the pages' own guards, the sign-in's way back and robots.txt
 * read it. Only data: the proxy and the sign-in form load it.
 */
export const protectedPaths: readonly ProtectedPath[] = [
  ...DASHBOARDS.map((d) => ({ prefix: d.path, roles: d.roles })),
  ...invoicesProtectedPaths,
];

/** The protected path `pathname` is on (a prefix matched on a path boundary), if any. */
export function protectedPathFor(pathname: string): ProtectedPath | undefined {
  return protectedPathAt(protectedPaths, pathname);
}

/** What search engines are kept out of (robots.txt): the protected areas, the sign-in screens and the API. */
export const privatePaths: readonly string[] = [...protectedPaths.map((r) => r.prefix), ...AUTH_PAGES, "/api/"];

/** The protected path at exactly `prefix`, which its page guards itself with (requirePageActor). */
export function protectedPath(prefix: string): ProtectedPath {
  const path = protectedPaths.find((p) => p.prefix === prefix);
  if (!path) throw new Error(`${prefix} is not a protected path (registry/protected-paths.ts)`);
  return path;
}
