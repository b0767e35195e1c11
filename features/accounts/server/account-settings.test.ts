import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accountSettings, auditLog, users } from "@/lib/db/schema";
import { ForbiddenError, InvalidError } from "@/lib/errors";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { getAccountSettings, setAccountSettings } from "./account-settings";
import { register } from "./registration";

const ctx = { ip: "203.0.113.9" };
const signUp = (role: string, email: string) =>
  register(
    {
      name: `New ${role}`,
      email,
      password: "a-long-password",
      confirmPassword: "a-long-password",
      role,
      ...(role === "instructor" ? { bio: "I teach breathing." } : {}),
      ...(role === "school" ? { address: "1 Lake Road", phone: "+44 20 7946 0000" } : {}),
    },
    ctx,
  );

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

describe("account settings", () => {
  it("are off until a superadmin saves them; the change is audited in the same transaction", async () => {
    const superadmin = actorFor(await createUser({ role: "superadmin" }));
    expect(await getAccountSettings(superadmin)).toEqual({ autoApproveStudents: false, updatedAt: null });

    const saved = await setAccountSettings(superadmin, { autoApproveStudents: true });
    expect(saved.autoApproveStudents).toBe(true);
    expect(await getAccountSettings(superadmin)).toEqual(saved);
    await setAccountSettings(superadmin, { autoApproveStudents: false });
    expect((await getAccountSettings(superadmin)).autoApproveStudents).toBe(false);

    const db = await getDb();
    expect(await countRows(accountSettings)).toBe(1);
    const audits = await db
      .select({ action: auditLog.action, details: auditLog.details, actorId: auditLog.actorId })
      .from(auditLog)
      .orderBy(auditLog.id);
    expect(audits).toEqual([
      { action: "accountSettings.update", details: { autoApproveStudents: true }, actorId: superadmin.id },
      { action: "accountSettings.update", details: { autoApproveStudents: false }, actorId: superadmin.id },
    ]);
  });

  it("are the superadmin's alone, and refuse a value that is not true or false", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    expect(await rejection(setAccountSettings(admin, { autoApproveStudents: true }))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(getAccountSettings(admin))).toBeInstanceOf(ForbiddenError);
    const superadmin = actorFor(await createUser({ role: "superadmin" }));
    const refused = await rejection(setAccountSettings(superadmin, { autoApproveStudents: "yes" }));
    expect(refused).toBeInstanceOf(InvalidError);
    expect(refused.status).toBe(422);
    expect(await countRows(accountSettings)).toBe(0);
    expect(await countRows(auditLog)).toBe(0);
  });

  it("two superadmins saving at once leave one record holding one of their values", async () => {
    const a = await createUser({ role: "superadmin" });
    const b = await createUser({ role: "superadmin" });
    await Promise.all([
      setAccountSettings(actorFor(a), { autoApproveStudents: true }),
      setAccountSettings(actorFor(b), { autoApproveStudents: false }),
    ]);
    expect(await countRows(accountSettings)).toBe(1);
    expect(await countRows(auditLog)).toBe(2);
  });
});

describe("sign-up with the setting", () => {
  it("leaves every new account pending while it is off", async () => {
    expect(await signUp("user", "off@example.org")).toMatchObject({ status: "pending" });
  });

  it("approves a new student at sign-up when it is on, audited as the system's and mailed the approval; instructors and schools still wait", async () => {
    const superadmin = actorFor(await createUser({ role: "superadmin" }));
    await setAccountSettings(superadmin, { autoApproveStudents: true });

    const student = await signUp("user", "auto@example.org");
    expect(student).toMatchObject({ role: "user", status: "approved" });
    expect(await signUp("instructor", "teacher@example.org")).toMatchObject({ status: "pending" });
    expect(await signUp("school", "school@example.org")).toMatchObject({ status: "pending" });

    const db = await getDb();
    const autoApproved = await db.select().from(auditLog).where(eq(auditLog.action, "user.autoApprove"));
    expect(autoApproved).toMatchObject([
      { targetType: "user", targetId: student.id, actorId: null, details: { email: "auto@example.org", role: "user" } },
    ]);
    const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, student.id));
    expect(row?.status).toBe("approved");

    await deliverOutbox();
    expect(mailbox.only("auto@example.org").subject).toBe("Your account has been approved");
    expect(mailbox.only("teacher@example.org").subject).toMatch(/welcome/i);
  });
});
