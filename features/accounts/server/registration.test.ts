import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "@/features/accounts/server/password";
import { rateLimitHits, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { ConflictError, InvalidError, RateLimitedError } from "@/lib/errors";
import { countRows, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { PRIVACY_NOTICE_VERSION } from "@/content/privacy-notice";
import { NOTICE_REQUIRED, register } from "./registration";

const ctx = { ip: "203.0.113.7" };
const student = (over: Record<string, unknown> = {}) => ({
  name: "Asha Student",
  email: "Asha.Student@Example.org",
  password: "a-long-password",
  confirmPassword: "a-long-password",
  role: "user",
  ...over,
});

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

describe("register", () => {
  it("creates a pending account with a lower-cased e-mail and a real password hash, and sends a welcome mail", async () => {
    const user = await register(student(), ctx);
    expect(user).toMatchObject({ email: "asha.student@example.org", role: "user", status: "pending", approved: false });
    expect(user).not.toHaveProperty("passwordHash");

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe("pending");
    expect(row?.email).toBe("asha.student@example.org");
    expect(row?.passwordHash).not.toContain("a-long-password");
    expect(await verifyPassword(row!.passwordHash, "a-long-password")).toBe(true);

    await deliverOutbox();
    const mail = mailbox.only("asha.student@example.org");
    expect(mail.subject).toMatch(/welcome/i);
    expect(mail.text).toContain("Asha Student");
  });

  it("records the privacy policy's current version and when, when the person accepts it; none through the API without it", async () => {
    const db = await getDb();
    const before = Date.now();
    const accepted = await register(student({ privacyNoticeAccepted: true }), ctx);
    const [row] = await db.select().from(users).where(eq(users.id, accepted.id));
    expect(row?.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(row?.privacyNoticeAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The spec's client sends no such field: the account is made with nothing accepted, and its dashboard asks.
    const silent = await register(student({ email: "quiet@example.org" }), ctx);
    const [quiet] = await db.select().from(users).where(eq(users.id, silent.id));
    expect(quiet).toMatchObject({ privacyNoticeVersion: null, privacyNoticeAcceptedAt: null });

    // A form, which shows the box, requires it.
    const error = await rejection(
      register(student({ email: "form@example.org", privacyNoticeAccepted: false }), { ...ctx, noticeRequired: true }),
    );
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as InvalidError).fields).toEqual({ privacyNoticeAccepted: NOTICE_REQUIRED });
    await expect(register(student({ privacyNoticeAccepted: "yes please" }), ctx)).rejects.toBeInstanceOf(InvalidError);
  });

  it.each(["admin", "superadmin", "owner"])("refuses role %s with 422 and writes nothing", async (role) => {
    const error = await rejection(register(student({ role }), ctx));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.status).toBe(422);
    expect(error.fields).toHaveProperty("role");
    expect(await countRows(users)).toBe(0);
    expect(await countRows(rateLimitHits)).toBe(0);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });

  it("refuses a duplicate e-mail in another case with 409", async () => {
    await createUser({ role: "user", email: "taken@example.org" });
    const error = await rejection(register(student({ email: "TAKEN@Example.org" }), ctx));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.status).toBe(409);
    expect(error.message).toBe("An account with this email already exists");
    expect(await countRows(users)).toBe(1);
  });

  it("requires a bio from an instructor", async () => {
    const error = await rejection(register(student({ role: "instructor", bio: "   " }), ctx));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("Bio is required");
    expect(error.fields).toEqual({ bio: "Bio is required" });

    const ok = await register(student({ role: "instructor", bio: "I teach breathing.", professionalTitle: "Coach" }), ctx);
    expect(ok).toMatchObject({ role: "instructor", status: "pending", bio: "I teach breathing.", title: "Coach" });
  });

  it("requires phone and address from a school", async () => {
    const error = await rejection(register(student({ role: "school" }), ctx));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.status).toBe(422);
    expect(error.fields).toMatchObject({ address: "Address is required", phone: "Phone is required" });

    const noPhone = await rejection(register(student({ role: "school", address: "1 Lake Road" }), ctx));
    expect(noPhone.fields).toEqual({ phone: "Phone is required" });
    expect(await countRows(users)).toBe(0);

    const ok = await register(student({ role: "school", address: "1 Lake Road", phone: "+44 20 7946 0000" }), ctx);
    expect(ok).toMatchObject({ role: "school", status: "pending", address: "1 Lake Road" });
  });

  it("refuses mismatched passwords", async () => {
    const error = await rejection(register(student({ confirmPassword: "another-password" }), ctx));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("Passwords do not match");
    expect(error.fields).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("refuses a short password", async () => {
    const error = await rejection(register(student({ password: "short", confirmPassword: "short" }), ctx));
    expect(error.message).toBe("Password must be at least 8 characters");
  });

  it.each([{ status: "approved" }, { allowedTabs: ["user-management"] }, { sessionVersion: 3 }, { isAdmin: true }])(
    "refuses unknown key %o",
    async (extra) => {
      const error = await rejection(register(student(extra), ctx));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.message).toMatch(/^Unexpected field/);
      expect(Object.keys(error.fields ?? {})).toEqual(Object.keys(extra));
      expect(await countRows(users)).toBe(0);
    },
  );

  it("links a student to an approved school only", async () => {
    const school = await createUser({ role: "school" });
    const pendingSchool = await createUser({ role: "school", status: "pending" });
    const instructor = await createUser({ role: "instructor" });

    for (const schoolId of [pendingSchool.id, instructor.id, "8a6e0804-2bd0-4672-b79d-d97027f9071b"]) {
      const error = await rejection(register(student({ schoolId }), ctx));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.fields).toEqual({ schoolId: "Please choose a school from the list" });
    }
    const ok = await register(student({ schoolId: school.id }), ctx);
    expect(ok.schoolId).toBe(school.id);
  });

  it("takes the school list's schoolID as the school's id, with the same checks", async () => {
    const school = await createUser({ role: "school" });
    const other = await createUser({ role: "school" });
    const pendingSchool = await createUser({ role: "school", status: "pending" });
    const error = await rejection(register(student({ schoolID: pendingSchool.id }), ctx));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.fields).toEqual({ schoolId: "Please choose a school from the list" });
    expect(await countRows(users)).toBe(3);
    // Both names given for different schools: which one the student meant is unknown.
    const both = await rejection(register(student({ schoolId: school.id, schoolID: other.id }), ctx));
    expect(both).toBeInstanceOf(InvalidError);
    expect(Object.keys(both.fields ?? {})).toEqual(["schoolID"]);
    expect((await register(student({ schoolID: school.id }), ctx)).schoolId).toBe(school.id);
    const same = await register(student({ email: "same@example.org", schoolId: other.id, schoolID: other.id }), ctx);
    expect(same.schoolId).toBe(other.id);
  });

  it("keeps role-specific fields to their role", async () => {
    const school = await createUser({ role: "school" });
    const user = await register(
      student({ role: "instructor", bio: "Bio", schoolId: school.id, schoolType: "high", numberOfStudents: 30 }),
      ctx,
    );
    expect(user).toMatchObject({ schoolId: null, schoolType: null, numberOfStudents: null });
  });

  it("limits registrations per network to 10 an hour", async () => {
    for (let i = 0; i < 10; i++) await register(student({ email: `s${i}@example.org` }), ctx);
    const error = await rejection(register(student({ email: "s10@example.org" }), ctx));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.status).toBe(429);
    expect(await countRows(users)).toBe(10);
    // Another network is not affected.
    await expect(register(student({ email: "s11@example.org" }), { ip: "198.51.100.1" })).resolves.toMatchObject({ status: "pending" });
  });

  it("takes the hourly budget from REGISTRATIONS_PER_HOUR", async () => {
    const config = env();
    const before = config.registrationsPerHour;
    config.registrationsPerHour = 2;
    try {
      for (let i = 0; i < 2; i++) await register(student({ email: `t${i}@example.org` }), ctx);
      expect((await rejection(register(student({ email: "t2@example.org" }), ctx))).status).toBe(429);
      expect(await countRows(users)).toBe(2);
    } finally {
      config.registrationsPerHour = before;
    }
  });
});
