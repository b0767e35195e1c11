import type { Role } from "@/lib/db/schema";

export const ROLES = ["user", "instructor", "school", "admin", "superadmin"] as const satisfies readonly Role[];
/** Roles a person may choose at registration. */
export const SELF_REGISTER_ROLES = ["user", "instructor", "school"] as const;

/** The home of each role, as in the spec's route table; unknown roles go to /dashboard. */
export function homeFor(role: string | null | undefined): string {
  switch (role) {
    case "superadmin":
      return "/superadmin";
    case "admin":
      return "/admin";
    case "school":
      return "/school";
    case "instructor":
      return "/instructor";
    default:
      return "/dashboard";
  }
}

export const roleLabel: Record<Role, string> = {
  user: "Student",
  instructor: "Instructor",
  school: "School",
  admin: "Admin",
  superadmin: "Super Admin",
};

/** Protected route prefixes and the roles allowed on each. */
export const protectedRoutes: { prefix: string; roles: readonly Role[] }[] = [
  { prefix: "/superadmin", roles: ["superadmin"] },
  { prefix: "/admin", roles: ["admin"] },
  { prefix: "/school", roles: ["school"] },
  { prefix: "/instructor", roles: ["instructor"] },
  { prefix: "/dashboard", roles: ["user"] },
  { prefix: "/invoices", roles: ["user", "instructor", "school", "admin", "superadmin"] },
];

export function protectedRouteFor(pathname: string) {
  return protectedRoutes.find((r) => pathname === r.prefix || pathname.startsWith(`${r.prefix}/`));
}

/**
 * Only a relative path on this site is accepted as a place to return to after signing in;
 * absolute, protocol-relative and backslash URLs are ignored.
 */
export function safeCallbackUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
