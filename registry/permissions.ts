import { accountsPermissions } from "@/features/accounts/permissions";
import { bankAccountPermissions } from "@/features/bank-accounts/permissions";
import { chatPermissions } from "@/features/chat/permissions";
import { donationPermissions } from "@/features/donations/permissions";
import { galleryPermissions } from "@/features/gallery/permissions";
import { privacyPermissions } from "@/features/privacy/permissions";
import { invoicePermissions } from "@/features/invoices/permissions";
import { libraryPermissions } from "@/features/library/permissions";
import { programPermissions } from "@/features/programs/permissions";
import { schoolStudentsPermissions } from "@/features/school-students/permissions";
import { schoolTagsPermissions } from "@/features/school-tags/permissions";
import { staffNotificationPermissions } from "@/features/staff-notifications/permissions";
import { videoSettingsPermissions } from "@/features/video-settings/permissions";
import { videoPermissions } from "@/features/videos/permissions";
import { watchingPermissions } from "@/features/watching/permissions";
import { assertRule, ruleAllows, type Rule } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/session/actor-type";

/** Every feature's rows, in one table (registry/permissions.test.ts checks that no key is declared twice). */
export const permissionTables = [
  accountsPermissions,
  videoPermissions,
  watchingPermissions,
  schoolTagsPermissions,
  schoolStudentsPermissions,
  donationPermissions,
  programPermissions,
  galleryPermissions,
  libraryPermissions,
  bankAccountPermissions,
  videoSettingsPermissions,
  invoicePermissions,
  chatPermissions,
  staffNotificationPermissions,
  privacyPermissions,
] as const;

/** The one permission table: `resource.action → roles`. Services check it; nothing else decides. */
export const permissions = Object.assign({}, ...permissionTables) as typeof accountsPermissions &
  typeof videoPermissions &
  typeof watchingPermissions &
  typeof schoolTagsPermissions &
  typeof schoolStudentsPermissions &
  typeof donationPermissions &
  typeof programPermissions &
  typeof galleryPermissions &
  typeof libraryPermissions &
  typeof bankAccountPermissions &
  typeof videoSettingsPermissions &
  typeof invoicePermissions &
  typeof chatPermissions &
  typeof staffNotificationPermissions &
  typeof privacyPermissions;

export type Permission = keyof typeof permissions;

export function can(actor: Actor | null, permission: Permission): boolean {
  return ruleAllows(actor, permissions[permission] as Rule);
}

export function assertCan(actor: Actor | null, permission: Permission): asserts actor is Actor {
  assertRule(actor, permissions[permission] as Rule);
}
