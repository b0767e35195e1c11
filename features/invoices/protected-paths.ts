import { ROLES, type ProtectedPath } from "@/lib/auth/roles";

/**
 * The protected paths it owns (registry/protected-paths.ts): /invoices has no screen of its own,
 * it leads each role to its invoice tab (app/(dashboards)/invoices).
 */
export const invoicesProtectedPaths: readonly ProtectedPath[] = [{ prefix: "/invoices", roles: ROLES }];
