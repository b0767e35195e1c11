import { beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "@/features/accounts/server/password";
import { auditLog, users, type UserRow } from "@/lib/db/schema";
import { BadRequestError, ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, countRows, createUser, getDb, resetDb, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { linksIn, mailbox } from "@/test/smtp";
import {
  USERS_PAGE_SIZE,
  approveUser,
  countPendingApprovals,
  createUserByAdmin,
  listApprovedUsers,
  listManagedUsers,
  listPendingUsers,
  rejectUser,
  setAllowedTabs,
} from "./admin";

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

const stored = (id: string) => rowById(users, id);
async function audits() {
  const db = await getDb();
  return db.select().from(auditLog).orderBy(auditLog.id);
}

describe("approveUser", () => {
  it("approves a pending account, writes an audit row and mails the person", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser({ role: "instructor", status: "pending", email: "waiting@example.org" });
    await expect(approveUser(actorFor(admin), target.id)).resolves.toEqual({ message: "User approved successfully" });
    expect((await stored(target.id))?.status).toBe("approved");

    const [row, ...more] = await audits();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "user.approve",
      targetType: "user",
      targetId: target.id,
    });
    expect(row!.details).toEqual({ email: "waiting@example.org", role: "instructor" });
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await deliverOutbox();
    const mail = mailbox.only("waiting@example.org");
    expect(mail.subject).toBe("Your account has been approved");
    expect(linksIn(mail)).toContain("http://localhost:3000/login");
  });

  it("does nothing more for an already approved account", async () => {
    const admin = await createUser({ role: "superadmin" });
    const target = await createUser({ role: "school" });
    await expect(approveUser(actorFor(admin), target.id)).resolves.toEqual({ message: "User is already approved" });
    expect(await audits()).toHaveLength(0);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    await expect(approveUser(admin, crypto.randomUUID())).rejects.toBeInstanceOf(NotFoundError);
    await expect(approveUser(admin, "1; drop table users")).rejects.toBeInstanceOf(NotFoundError);
  });

  it.each(["user", "instructor", "school"] as const)("refuses a %s", async (role) => {
    const actor = actorFor(await createUser({ role }));
    const target = await createUser({ role: "school", status: "pending" });
    await expect(approveUser(actor, target.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await stored(target.id))?.status).toBe("pending");
  });
});

describe("rejectUser", () => {
  it("deletes a pending registration, writes an audit row and mails the person", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser({ role: "school", status: "pending", email: "nope@example.org" });
    await expect(rejectUser(actorFor(admin), target.id)).resolves.toEqual({ message: "User rejected and removed successfully" });
    expect(await stored(target.id)).toBeUndefined();
    const [row] = await audits();
    expect(row).toMatchObject({ actorId: admin.id, action: "user.reject", targetId: target.id });
    await deliverOutbox();
    expect(mailbox.only("nope@example.org").subject).toMatch(/registration|account/i);
  });

  it("refuses to reject an approved account with 409", async () => {
    const admin = await createUser({ role: "superadmin" });
    const target = await createUser({ role: "school" });
    const error = await rejection(rejectUser(actorFor(admin), target.id));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.status).toBe(409);
    expect(await stored(target.id)).toBeDefined();
    expect(await audits()).toHaveLength(0);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });
});

describe("createUserByAdmin", () => {
  const payload = (over: Record<string, unknown> = {}) => ({
    name: "Made By Admin",
    email: "New.Person@Example.org",
    password: "initial-password",
    role: "instructor",
    ...over,
  });

  it.each(["instructor", "school"] as const)(
    "lets an admin create an approved %s, audited and mailed (without the password)",
    async (role) => {
      const admin = await createUser({ role: "admin" });
      const user = await createUserByAdmin(actorFor(admin), payload({ role }));
      expect(user).toMatchObject({ role, status: "approved", email: "new.person@example.org" });
      const row = await stored(user.id);
      expect(await verifyPassword(row!.passwordHash, "initial-password")).toBe(true);
      expect(await audits()).toMatchObject([{ actorId: admin.id, action: "user.create", targetId: user.id }]);
      await deliverOutbox();
      const mail = mailbox.only("new.person@example.org");
      expect(mail.raw).not.toContain("initial-password");
      expect(linksIn(mail)).toContain("http://localhost:3000/forgot-password");
    },
  );

  it("lets only a superadmin create an admin", async () => {
    const admin = await createUser({ role: "admin" });
    const error = await rejection(createUserByAdmin(actorFor(admin), payload({ role: "admin" })));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.message).toBe("Only a superadmin can create admin accounts");
    expect(await countRows(users)).toBe(1);

    const superadmin = await createUser({ role: "superadmin" });
    await expect(createUserByAdmin(actorFor(superadmin), payload({ role: "admin" }))).resolves.toMatchObject({
      role: "admin",
      status: "approved",
    });
  });

  it.each(["superadmin", "user"])("refuses role %s with 422", async (role) => {
    const superadmin = await createUser({ role: "superadmin" });
    await expect(createUserByAdmin(actorFor(superadmin), payload({ role }))).rejects.toBeInstanceOf(InvalidError);
    expect(await countRows(users)).toBe(1);
  });

  it("refuses unknown keys", async () => {
    const superadmin = await createUser({ role: "superadmin" });
    const error = await rejection(createUserByAdmin(actorFor(superadmin), payload({ status: "pending", allowedTabs: [] })));
    expect(error).toBeInstanceOf(InvalidError);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["allowedTabs", "status"]);
  });

  it("refuses a duplicate e-mail with 409 and writes no audit row", async () => {
    const admin = await createUser({ role: "admin" });
    await createUser({ role: "user", email: "new.person@example.org" });
    const error = await rejection(createUserByAdmin(actorFor(admin), payload()));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.status).toBe(409);
    expect(await audits()).toHaveLength(0);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });

  it("refuses non-staff", async () => {
    for (const role of ["user", "instructor", "school"] as const) {
      const actor = await createUser({ role });
      await expect(createUserByAdmin(actorFor(actor), payload())).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(createUserByAdmin(null, payload())).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe("setAllowedTabs", () => {
  it("lets a superadmin set an admin's tabs, storing manage-program as manage-programs, with an audit row", async () => {
    const superadmin = await createUser({ role: "superadmin" });
    const admin = await createUser({ role: "admin" });
    const result = await setAllowedTabs(actorFor(superadmin), admin.id, { allowedTabs: ["content", "manage-program", "manage-programs"] });
    expect(result).toEqual({ _id: admin.id, id: admin.id, name: admin.name, role: "admin", allowedTabs: ["content", "manage-programs"] });
    expect((await stored(admin.id))?.allowedTabs).toEqual(["content", "manage-programs"]);
    expect(await audits()).toMatchObject([
      { action: "user.setAllowedTabs", targetId: admin.id, details: { allowedTabs: ["content", "manage-programs"] } },
    ]);

    await setAllowedTabs(actorFor(superadmin), admin.id, { allowedTabs: [] });
    expect((await stored(admin.id))?.allowedTabs).toEqual([]);
  });

  it("with the tabs the dialog showed (previousTabs), refuses a list another superadmin changed since (409), changing nothing", async () => {
    const first = actorFor(await createUser({ role: "superadmin" }));
    const second = actorFor(await createUser({ role: "superadmin" }));
    const admin = await createUser({ role: "admin", allowedTabs: ["content", "gallery-approvals"] });
    // Both open the dialog on [content, gallery-approvals]; the first adds donation tracking.
    await setAllowedTabs(first, admin.id, {
      allowedTabs: ["content", "gallery-approvals", "donation-tracking"],
      previousTabs: ["gallery-approvals", "content"],
    });
    const stale = await rejection(
      setAllowedTabs(second, admin.id, { allowedTabs: ["content"], previousTabs: ["content", "gallery-approvals"] }),
    );
    expect(stale).toBeInstanceOf(ConflictError);
    expect(stale.message).toBe("This admin's tabs were changed after you opened them. Please check them again.");
    expect((await stored(admin.id))?.allowedTabs).toEqual(["content", "gallery-approvals", "donation-tracking"]);
    expect((await audits()).map((a) => a.action)).toEqual(["user.setAllowedTabs"]);
    // An empty list shown (every tab) is a list like any other.
    const everything = await createUser({ role: "admin" });
    await expect(setAllowedTabs(second, everything.id, { allowedTabs: ["content"], previousTabs: [] })).resolves.toMatchObject({
      allowedTabs: ["content"],
    });
    expect(await rejection(setAllowedTabs(second, crypto.randomUUID(), { allowedTabs: [], previousTabs: [] }))).toBeInstanceOf(
      NotFoundError,
    );
  });

  it("refuses an admin, even an unlimited one", async () => {
    const admin = await createUser({ role: "admin" });
    const other = await createUser({ role: "admin" });
    await expect(setAllowedTabs(actorFor(admin), other.id, { allowedTabs: ["content"] })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(setAllowedTabs(actorFor(admin), admin.id, { allowedTabs: ["content"] })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await stored(admin.id))?.allowedTabs).toEqual([]);
  });

  it("refuses an unknown tab with 422", async () => {
    const superadmin = await createUser({ role: "superadmin" });
    const admin = await createUser({ role: "admin" });
    const error = await rejection(setAllowedTabs(actorFor(superadmin), admin.id, { allowedTabs: ["content", "root-shell"] }));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.status).toBe(422);
    expect(error.message).toBe("Unknown tab: root-shell");
    expect((await stored(admin.id))?.allowedTabs).toEqual([]);
    await expect(setAllowedTabs(actorFor(superadmin), admin.id, { allowedTabs: "content" })).rejects.toBeInstanceOf(InvalidError);
  });

  it("refuses a target that is not an admin with 400", async () => {
    const superadmin = await createUser({ role: "superadmin" });
    for (const target of [await createUser({ role: "instructor" }), superadmin]) {
      const error = await rejection(setAllowedTabs(actorFor(superadmin), target.id, { allowedTabs: ["content"] }));
      expect(error).toBeInstanceOf(BadRequestError);
      expect(error.status).toBe(400);
      expect((await stored(target.id))?.allowedTabs).toEqual([]);
    }
    await expect(setAllowedTabs(actorFor(superadmin), crypto.randomUUID(), { allowedTabs: [] })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("lists", () => {
  it("keeps an admin limited to approval-requests out of the user lists but not the pending list", async () => {
    const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["approval-requests"] }));
    const pending = await createUser({ role: "school", status: "pending" });
    for (const call of [() => listManagedUsers(limited, 1), () => listApprovedUsers(limited)]) {
      await expect(call()).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect((await listPendingUsers(limited)).map((u) => u.id)).toEqual([pending.id]);

    const userManagementOnly = actorFor(await createUser({ role: "admin", allowedTabs: ["user-management"] }));
    await expect(listPendingUsers(userManagementOnly)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listApprovedUsers(userManagementOnly)).resolves.toBeInstanceOf(Array);
  });

  it("refuses pending actors what needs approval, with a message saying so", async () => {
    const pendingAdmin = actorFor(await createUser({ role: "admin", status: "pending" }));
    for (const call of [
      () => listPendingUsers(pendingAdmin),
      () => listApprovedUsers(pendingAdmin),
      () => countPendingApprovals(pendingAdmin),
    ]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(ForbiddenError);
      expect(error.message).toBe("Your account is awaiting approval.");
    }
  });

  it("lists pending accounts oldest first, and counts every one of them by kind, students too", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const first = await createUser({ role: "instructor", status: "pending", createdAt: new Date("2030-01-01") });
    const second = await createUser({ role: "user", status: "pending", createdAt: new Date("2030-01-02") });
    const third = await createUser({ role: "school", status: "pending", createdAt: new Date("2030-01-03") });
    await createUser({ role: "school" });
    await createUser({ role: "user" });
    const listed = await listPendingUsers(admin);
    expect(listed.map((u) => u.id)).toEqual([first.id, second.id, third.id]);
    const counts = await countPendingApprovals(admin);
    expect(counts).toEqual({ total: 3, schools: 1, instructors: 1, students: 1 });
    expect(counts.total).toBe(listed.length);
  });

  it("still counts a student waiting alone", async () => {
    const admin = actorFor(await createUser({ role: "superadmin" }));
    await createUser({ role: "user", status: "pending" });
    await createUser({ role: "instructor" });
    expect(await countPendingApprovals(admin)).toEqual({ total: 1, schools: 0, instructors: 0, students: 1 });
  });

  it("lists approved accounts without secrets", async () => {
    const admin = await createUser({ role: "admin" });
    await createUser({ role: "user", status: "pending" });
    const list = await listApprovedUsers(actorFor(admin));
    expect(list.map((u) => u.id)).toEqual([admin.id]);
    expect(JSON.stringify(list)).not.toContain("argon2");
  });

  it("paginates the managed users 5 a page and hides students and superadmins (and admins from an admin)", async () => {
    const superadmin = await createUser({ role: "superadmin" });
    const admin = await createUser({ role: "admin", createdAt: new Date("2029-12-31") });
    const managed: UserRow[] = [];
    for (let i = 0; i < 7; i++) {
      managed.push(await createUser({ role: i % 2 ? "school" : "instructor", createdAt: new Date(Date.UTC(2030, 0, 1 + i)) }));
    }
    await createUser({ role: "user" });
    await createUser({ role: "instructor", status: "pending" });
    const newestFirst = managed.map((u) => u.id).reverse();

    const page1 = await listManagedUsers(actorFor(admin), 1);
    expect(USERS_PAGE_SIZE).toBe(5);
    expect(page1).toMatchObject({ total: 7, page: 1, pages: 2 });
    expect(page1.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 5));
    const page2 = await listManagedUsers(actorFor(admin), 2);
    expect(page2.users.map((u) => u.id)).toEqual(newestFirst.slice(5));
    // Out-of-range pages are clamped.
    expect((await listManagedUsers(actorFor(admin), 99)).page).toBe(2);
    expect((await listManagedUsers(actorFor(admin), -3)).page).toBe(1);

    const asSuper = await listManagedUsers(actorFor(superadmin), 2);
    expect(asSuper).toMatchObject({ total: 8, pages: 2 });
    expect(asSuper.users.map((u) => u.id)).toEqual([...newestFirst.slice(5), admin.id]);
    const everyone = [...page1.users, ...page2.users, ...(await listManagedUsers(actorFor(superadmin), 1)).users, ...asSuper.users];
    expect(everyone.some((u) => u.role === "user" || u.role === "superadmin")).toBe(false);
  });
});
