import type { Role } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import type { Actor } from "@/lib/session/actor-type";
import { allowsAdminTab, type AdminTabId } from "./tabs";

/**
 * One row of the permission table: `resource.action → roles`. Each feature declares its rows in
 * its own `permissions.ts`; registry/permissions.ts assembles them into the one table that
 * services check (`assertCan`), and nothing else decides.
 */
export type Rule = {
  roles: readonly Role[];
  /** For admins with allowedTabs: the tab this data belongs to. */
  tab?: AdminTabId;
  /** Whether a pending (not yet approved) account may do it. Default: no. */
  allowPending?: boolean;
};

export const STAFF = ["admin", "superadmin"] as const;
export const EVERYONE = ["user", "instructor", "school", "admin", "superadmin"] as const;

export function ruleAllows(actor: Actor | null, rule: Rule): boolean {
  if (!actor) return false;
  if (!rule.roles.includes(actor.role)) return false;
  if (actor.status !== "approved" && !rule.allowPending) return false;
  if (rule.tab && !allowsAdminTab(actor.role, actor.allowedTabs, rule.tab)) {
    return false;
  }
  return true;
}

/** Throws 401 for a guest, 403 (saying why when the account awaits approval) for anyone else the rule refuses. */
export function assertRule(actor: Actor | null, rule: Rule): asserts actor is Actor {
  if (!actor) throw new UnauthorizedError();
  if (!ruleAllows(actor, rule)) {
    if (actor.status !== "approved" && rule.roles.includes(actor.role)) {
      throw new ForbiddenError("Your account is awaiting approval.");
    }
    throw new ForbiddenError();
  }
}
