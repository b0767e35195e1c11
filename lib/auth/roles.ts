import type { Role } from "@/lib/db/schema";

export const ROLES = ["user", "instructor", "school", "admin", "superadmin"] as const satisfies readonly Role[];
/** Roles a person may choose at registration. */
export const SELF_REGISTER_ROLES = ["user", "instructor", "school"] as const;

export const roleLabel: Record<Role, string> = {
  user: "Student",
  instructor: "Instructor",
  school: "School",
  admin: "Admin",
  superadmin: "Super Admin",
};

/**
 * The private areas, listed once: each dashboard with the roles that may open it and its title.
 * registry/protected-paths.ts (read by the proxy, the pages' own guards and robots.txt) and the
 * tab registry (registry/dashboard.tsx) read this list.
 */
export const DASHBOARDS = [
  { path: "/superadmin", roles: ["superadmin"], title: "Super Admin Dashboard" },
  { path: "/admin", roles: ["admin"], title: "Admin Dashboard" },
  { path: "/school", roles: ["school"], title: "School Dashboard" },
  { path: "/instructor", roles: ["instructor"], title: "Instructor Dashboard" },
  { path: "/dashboard", roles: ["user"], title: "Student Dashboard" },
] as const satisfies readonly { path: string; roles: readonly Role[]; title: string }[];

export type Dashboard = (typeof DASHBOARDS)[number];
export type DashboardPath = Dashboard["path"];

/** Where a role without a dashboard of its own (none today, or a missing session role) lands. */
const DEFAULT_HOME: DashboardPath = "/dashboard";

export function dashboardAt(path: DashboardPath): Dashboard {
  const dashboard = DASHBOARDS.find((d) => d.path === path);
  if (!dashboard) throw new Error(`No dashboard at ${path}`);
  return dashboard;
}

/** The home of each role: the dashboard it may open, as in the spec's route table; unknown roles go to /dashboard. */
export function homeFor(role: string | null | undefined): DashboardPath {
  return DASHBOARDS.find((d) => (d.roles as readonly string[]).includes(role ?? ""))?.path ?? DEFAULT_HOME;
}

/**
 * A protected path: a prefix and the roles allowed under it. The dashboards are the kernel's; a
 * feature declares any other it owns, and registry/protected-paths.ts lists them all.
 */
export type ProtectedPath = { prefix: string; roles: readonly Role[] };

/** The path of `paths` that `pathname` is on, its prefix matched on a path boundary. */
export function protectedPathAt(paths: readonly ProtectedPath[], pathname: string): ProtectedPath | undefined {
  return paths.find((r) => pathname === r.prefix || pathname.startsWith(`${r.prefix}/`));
}

/** The sign-in screens. The proxy also handles /auth (a signed-in person is sent to the site). */
export const AUTH_PAGES = ["/auth", "/login", "/signup", "/forgot-password", "/reset-password"] as const;

const SAME_SITE = "http://callback.invalid";

/**
 * Whether a path begins with exactly one slash: `//host` and `/\host` are another site to a
 * browser, and `/%2F…` or `/%5C…` are that to a server that decodes the path before routing.
 */
const startsWithOneSlash = (path: string): boolean => /^\/(?![/\\]|%2f|%5c)/i.test(path);

/**
 * Only a relative path on this site is accepted as a place to return to after signing in;
 * absolute, protocol-relative and backslash URLs and control characters are ignored. The path
 * comes back as a URL writes it (`/videos?q=%E6%97%A5` for `/videos?q=日`): it goes into a
 * Location header, which holds no character beyond Latin-1. What is checked is what is answered,
 * after the URL parser has resolved it: dot segments, encoded ones too, can turn a path that
 * begins with one slash into one that begins with two (`/..//evil.example` is `//evil.example`),
 * which is refused. What it answers, it answers again unchanged.
 */
export function safeCallbackUrl(value: string | null | undefined): string | null {
  if (!value || !startsWithOneSlash(value) || value.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return null;
  const url = URL.parse(value, SAME_SITE);
  if (url?.origin !== SAME_SITE) return null;
  const path = url.pathname + url.search + url.hash;
  return startsWithOneSlash(path) ? path : null;
}
