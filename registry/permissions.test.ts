import { describe, expect, it } from "vitest";
import type { AccountStatus, Role } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan, can, permissionTables, permissions, type Permission } from "./permissions";

const actor = (role: Role, status: AccountStatus = "approved", allowedTabs: string[] = []): Actor => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Test",
  email: "t@example.org",
  role,
  status,
  allowedTabs,
  sessionVersion: 0,
});

const ROLES: Role[] = ["user", "instructor", "school", "admin", "superadmin"];

/** Who may do what, written out by hand from the spec (approved accounts, unlimited admins). */
const expected: Record<Permission, Role[]> = {
  "profile.read": ROLES,
  "profile.update": ROLES,
  "profile.updateOthers": ["admin", "superadmin"],
  "users.listApproved": ["admin", "superadmin"],
  "users.create": ["admin", "superadmin"],
  "users.delete": ["admin", "superadmin"],
  "users.listPending": ["admin", "superadmin"],
  "users.approve": ["admin", "superadmin"],
  "users.reject": ["admin", "superadmin"],
  "users.setAllowedTabs": ["superadmin"],
  "accountSettings.manage": ["superadmin"],
  "school.listStudents": ["school", "admin", "superadmin"],
  "instructor.viewProfile": ROLES,
  "watched.record": ROLES,
  "watched.readOwn": ROLES,
  "watched.listViewers": ["instructor", "admin", "superadmin"],
  "schoolTags.read": ["school"],
  "schoolTags.write": ["school"],
  "schoolTags.readAny": ["admin", "superadmin"],
  "schoolStudents.read": ["school"],
  "video.watch": ROLES,
  "video.upload": ["instructor", "admin", "superadmin"],
  "video.manageOwn": ["instructor", "admin", "superadmin"],
  "video.manageAll": ["admin", "superadmin"],
  "video.moderate": ["admin", "superadmin"],
  "video.recycleBin": ["instructor", "admin", "superadmin"],
  "donation.readOwn": ROLES,
  "donation.track": ["admin", "superadmin"],
  "program.request": ["school"],
  "program.review": ["admin", "superadmin"],
  "gallery.upload": ["school"],
  "gallery.manageOwn": ["school"],
  "gallery.moderate": ["admin", "superadmin"],
  "gallery.recycleBin": ["school", "admin", "superadmin"],
  "library.watch": ROLES,
  "library.manage": ["admin", "superadmin"],
  "library.approve": ["admin", "superadmin"],
  "library.recycleBin": ["admin", "superadmin"],
  "bankAccount.manage": ["instructor"],
  "videoSettings.read": ["instructor", "admin", "superadmin"],
  "videoSettings.manage": ["admin", "superadmin"],
  "invoice.manageOwn": ["instructor"],
  "invoice.review": ["admin", "superadmin"],
  "chat.use": ["instructor", "school", "admin", "superadmin"],
  "staffNotices.choose": ["admin", "superadmin"],
  "account.eraseOwn": ROLES,
  "users.erase": ["admin", "superadmin"],
  "dataExport.request": ROLES,
  "privacyNotice.accept": ROLES,
};

describe("can", () => {
  it("covers every permission in the table", () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(permissions).sort());
  });

  for (const [permission, roles] of Object.entries(expected) as [Permission, Role[]][]) {
    it(`${permission}: ${roles.join(", ")}`, () => {
      for (const role of ROLES) expect([role, can(actor(role), permission)]).toEqual([role, roles.includes(role)]);
      expect(can(null, permission)).toBe(false);
    });
  }

  it("refuses pending and rejected accounts everything but their own profile, erasing their own account, the download of their data and accepting the privacy policy", () => {
    const open: Permission[] = ["profile.read", "profile.update", "account.eraseOwn", "dataExport.request", "privacyNotice.accept"];
    for (const status of ["pending", "rejected"] as const) {
      for (const permission of Object.keys(permissions) as Permission[]) {
        for (const role of ROLES) {
          const allowed = open.includes(permission);
          expect([status, role, permission, can(actor(role, status), permission)]).toEqual([status, role, permission, allowed]);
        }
      }
    }
  });

  it("limits an admin to the tabs in allowedTabs, but never a superadmin", () => {
    const limited = actor("admin", "approved", ["approval-requests"]);
    expect(can(limited, "users.listPending")).toBe(true);
    expect(can(limited, "users.approve")).toBe(true);
    expect(can(limited, "users.listApproved")).toBe(false);
    expect(can(limited, "users.delete")).toBe(false);
    expect(can(limited, "profile.updateOthers")).toBe(false);
    expect(can(limited, "video.moderate")).toBe(false);
    expect(can(limited, "video.manageAll")).toBe(false);
    expect(can(limited, "invoice.review")).toBe(false);
    expect(can(actor("admin", "approved", ["invoice-approvals"]), "invoice.review")).toBe(true);
    // Students' contact details are User Management's.
    expect(can(limited, "school.listStudents")).toBe(false);
    expect(can(limited, "videoSettings.manage")).toBe(false);
    expect(can(actor("admin", "approved", ["invoice-approvals"]), "videoSettings.manage")).toBe(true);
    // Permissions with no tab are not affected.
    expect(can(limited, "video.watch")).toBe(true);
    expect(can(limited, "videoSettings.read")).toBe(true);

    const superLimited = actor("superadmin", "approved", ["content"]);
    expect(can(superLimited, "users.listApproved")).toBe(true);
    expect(can(superLimited, "users.listPending")).toBe(true);
  });

  it("treats an empty allowedTabs as every tab, and the manage-program spelling is not a grant of user tabs", () => {
    expect(can(actor("admin", "approved", []), "users.delete")).toBe(true);
    expect(can(actor("admin", "approved", ["manage-program"]), "users.delete")).toBe(false);
  });
});

describe("assertCan", () => {
  it("throws 401 for nobody, 403 for the wrong role, and a pending message for a pending account", () => {
    expect(() => assertCan(null, "profile.read")).toThrow(UnauthorizedError);
    expect(() => assertCan(actor("user"), "users.approve")).toThrow(ForbiddenError);
    expect(() => assertCan(actor("user"), "users.approve")).toThrow("You are not allowed to do this.");
    expect(() => assertCan(actor("admin", "pending"), "users.approve")).toThrow("Your account is awaiting approval.");
    // A pending student is told no, not "awaiting approval", for what their role can never do.
    expect(() => assertCan(actor("user", "pending"), "users.approve")).toThrow("You are not allowed to do this.");
    expect(() => assertCan(actor("admin"), "users.approve")).not.toThrow();
  });
});

describe("the assembled table", () => {
  it("has every feature's rows, none declared by two features", () => {
    const declared = permissionTables.flatMap((table) => Object.keys(table));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(permissions).sort()).toEqual([...declared].sort());
  });
});
