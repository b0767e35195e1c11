import { eq, isNotNull, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { donationTotals } from "@/features/donations";
import { rowsOf } from "@/lib/db/rows";
import {
  auditLog,
  chatMessages,
  contactMessages,
  donations,
  galleryImages,
  outbox,
  rateLimitHits,
  sessions,
  users,
  videos,
} from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { getStorage } from "@/lib/storage";
import type { PersonalData, Person } from "@/lib/privacy/personal-data";
import { personalData } from "@/registry/personal-data";
import { seedDemoData } from "@/registry/seed";
import { actorByEmail, actorFor, createUser, getDb, resetDb, TEST_PASSWORD } from "@/test/db";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { authenticateWithPassword } from "@/features/accounts";
import {
  ALREADY_CLOSED,
  ALREADY_ERASED,
  DELETED_IN_USER_MANAGEMENT,
  deleteUserByErasure,
  eraseAccount,
  eraseByStaff,
  eraseDueAccounts,
  ERASURE_GRACE_DAYS,
  LAST_SUPERADMIN,
  reasonWithout,
  requestErasure,
  SUPERADMIN_NOT_BY_STAFF,
} from "./erasure";

const PHONE = "+44 7700 900123";

/** Every text, jsonb and text[] column of every table, as `table.column`. */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  const db = await getDb();
  return rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'ARRAY')
      ORDER BY table_name, column_name`),
  ).map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** A pattern that finds `text` on its own, not inside a longer address or word (noah.student@… is not student@…). */
const alone = (text: string) => `(^|[^a-z0-9._+-])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z0-9_-])`;

/** Where `needles` still appear: `table.column` for each column holding one of them (case-insensitive). */
async function whereFound(needles: string[]): Promise<string[]> {
  const db = await getDb();
  const found: string[] = [];
  for (const { table, column } of await textColumns()) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.join(
          needles.map((needle) => sql`${sql.identifier(column)}::text ~* ${alone(needle)}`),
          sql` OR `,
        )}`,
      ),
    );
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** A digest of every row of every table that does not name the person (their id, e-mail or name): other people's data. */
async function othersRows(person: Person): Promise<Set<string>> {
  const db = await getDb();
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`),
  ).map((row) => row.table_name);
  const digests = new Set<string>();
  for (const table of tables) {
    if (table === "__drizzle_migrations" || table === "scheduled_job_runs") continue;
    const rows = rowsOf<{ d: string }>(
      await db.execute(sql`
        SELECT ${table} || ':' || md5(t::text) AS d FROM ${sql.identifier(table)} t
        WHERE NOT (t::text ILIKE ${`%${person.id}%`} OR t::text ~* ${alone(person.email)} OR t::text ~* ${alone(person.name)})`),
    );
    for (const row of rows) digests.add(row.d);
  }
  return digests;
}

async function personByEmail(email: string): Promise<Person> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** What the person's own files are in storage before erasure: their videos, their school's photos. */
async function filesOf(person: Person): Promise<string[]> {
  const db = await getDb();
  const own = await db.select().from(videos).where(eq(videos.uploadedBy, person.id));
  const photos = await db.select().from(galleryImages).where(eq(galleryImages.schoolId, person.id));
  return [
    ...own.filter((v) => v.status !== "approved").flatMap((v) => [v.videoKey, v.thumbnailKey ?? ""]),
    ...photos.flatMap((p) => p.variants.map((variant) => variant.key)),
  ].filter(Boolean);
}

/** Gives the person some of everything: a phone, a chat both ways, a contact message, a guest gift, a rate-limit record, a mail waiting, an audit entry naming them. */
async function enrich(person: Person): Promise<void> {
  const db = await getDb();
  const admin = await personByEmail("admin@demo.test");
  await db.update(users).set({ phone: PHONE }).where(eq(users.id, person.id));
  if (person.role !== "user") {
    await db.insert(chatMessages).values([
      { senderId: person.id, receiverId: admin.id, text: "Hello from me" },
      { senderId: admin.id, receiverId: person.id, text: "Hello back" },
    ]);
  }
  await db.insert(contactMessages).values({ name: person.name, email: person.email, message: "A question", ip: "203.0.113.1" });
  await db.insert(donations).values({
    donorName: person.name,
    donorEmail: person.email,
    donationType: "one-time",
    amountCents: 2500,
    status: "completed",
    completedAt: new Date(),
    receiptNumber: 990001,
    isTest: false,
    message: `Thank you, from ${person.name}`,
  });
  await db.insert(rateLimitHits).values({ key: `login-fail:${person.email}` });
  await db
    .insert(outbox)
    .values({ kind: "mail", payload: { to: person.email, subject: "Waiting", text: `Hello ${person.name}`, html: "" } });
  await db.insert(auditLog).values({
    actorId: admin.id,
    actorEmail: admin.email,
    action: "user.approve",
    targetType: "user",
    targetId: person.id,
    details: { email: person.email },
  });
}

describe("eraseAccount", () => {
  beforeEach(async () => {
    await resetDb();
    await seedDemoData(await getDb());
    mailbox.clear();
  }, 120_000);

  it.each(["instructor@demo.test", "school@demo.test", "student@demo.test"])(
    "leaves nothing personal of %s anywhere, changes no one else's data, keeps the gift totals, and deletes their files",
    async (email) => {
      const person = await personByEmail(email);
      await enrich(person);
      const admin = await actorByEmail("admin@demo.test");
      const totals = await donationTotals(admin);
      const others = await othersRows(person);
      const files = await filesOf(person);
      // The demo instructor has videos not published and the demo school photos: there are files to see go.
      if (person.role !== "user") expect(files.length).toBeGreaterThan(0);
      expect(await whereFound([person.email, PHONE])).not.toEqual([]);

      expect(await eraseAccount(person, { actor: admin, reason: "asked by a parent by letter" })).toBe(true);
      await deliverOutbox();

      expect(await whereFound([person.email, person.name, PHONE])).toEqual([]);
      const after = await othersRows(person);
      expect([...others].filter((row) => !after.has(row))).toEqual([]);
      const { totalCents, thisMonthCents, completedCount } = await donationTotals(admin);
      expect({ totalCents, thisMonthCents, completedCount }).toEqual({
        totalCents: totals.totalCents,
        thisMonthCents: totals.thisMonthCents,
        completedCount: totals.completedCount,
      });
      for (const key of files) expect(await getStorage().head(key), key).toBeNull();
      const db = await getDb();
      const [row] = await db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ name: "Deleted user", phone: null, email: `deleted-${person.id}@erased.invalid` });
      expect(row!.erasedAt).toBeInstanceOf(Date);
      expect(await rejection(authenticateWithPassword({ email, password: TEST_PASSWORD }, "203.0.113.2"))).toBeDefined();
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "account.erase"));
      expect(entry).toMatchObject({ targetId: person.id, details: { reason: "asked by a parent by letter" } });
    },
    60_000,
  );

  it("erases once when two erasures run at once", async () => {
    const person = await personByEmail("student@demo.test");
    const results = await Promise.all([
      eraseAccount(person, { actor: "system", reason: "one" }),
      eraseAccount(person, { actor: "system", reason: "two" }),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const db = await getDb();
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "account.erase"))).toHaveLength(1);
  });

  it("changes nothing when a part's work elsewhere fails (the payment provider down), so the job tries again", async () => {
    const person = await personByEmail("student@demo.test");
    const failing: PersonalData = {
      tables: [],
      export: [],
      prepare: async () => {
        throw new Error("provider down");
      },
      erase: async () => [],
    };
    const db = await getDb();
    const [before] = await db.select().from(users).where(eq(users.id, person.id));
    await expect(eraseAccount(person, { actor: "system", reason: "x" }, new Date(), [failing, ...personalData])).rejects.toThrow(
      "provider down",
    );
    const [after] = await db.select().from(users).where(eq(users.id, person.id));
    expect(after).toEqual(before);
  });
});

describe("requestErasure and its 14 days", () => {
  beforeEach(async () => {
    await resetDb();
    mailbox.clear();
  });

  it("asks for the password again, closes the account at once, signs it out everywhere and mails the date", async () => {
    const row = await createUser({ role: "user" });
    const actor = await actorByEmail(row.email);
    const db = await getDb();
    await db.insert(sessions).values({ userId: row.id, kind: "cookie", expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await rejection(requestErasure(actor, { currentPassword: "wrong" }))).toBeInstanceOf(InvalidError);

    const now = new Date("2026-11-28T10:00:00Z");
    const { eraseAfter } = await requestErasure(actor, { currentPassword: TEST_PASSWORD }, now);
    expect(eraseAfter.toISOString()).toBe(new Date(now.getTime() + ERASURE_GRACE_DAYS * 86_400_000).toISOString());
    const [closed] = await db.select().from(users).where(eq(users.id, row.id));
    expect(closed).toMatchObject({ closedAt: now, eraseAfter, sessionVersion: row.sessionVersion + 1 });
    expect((await db.select().from(sessions).where(eq(sessions.userId, row.id))).every((s) => s.revokedAt)).toBe(true);
    await deliverOutbox();
    expect(mailbox.to(row.email).map((m) => m.subject)).toEqual(["Your account is closed and will be erased"]);
    expect(mailbox.to(row.email)[0]!.text).toContain("sign in before then");

    const again = await rejection(requestErasure(actor, { currentPassword: TEST_PASSWORD }));
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.message).toBe(ALREADY_CLOSED);
  });

  it("closes once when asked twice at once", async () => {
    const row = await createUser({ role: "user" });
    const actor = await actorByEmail(row.email);
    const results = await Promise.allSettled([
      requestErasure(actor, { currentPassword: TEST_PASSWORD }),
      requestErasure(actor, { currentPassword: TEST_PASSWORD }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("is cancelled by signing in before the date, and done by the job after it", async () => {
    const row = await createUser({ role: "user" });
    const actor = await actorByEmail(row.email);
    const now = new Date();
    await requestErasure(actor, { currentPassword: TEST_PASSWORD }, now);
    // Signing in reopens it.
    await authenticateWithPassword({ email: row.email, password: TEST_PASSWORD }, "203.0.113.3");
    const db = await getDb();
    const [reopened] = await db.select().from(users).where(eq(users.id, row.id));
    expect(reopened).toMatchObject({ closedAt: null, eraseAfter: null, erasedAt: null });
    await deliverOutbox();
    expect(mailbox.to(row.email).map((m) => m.subject)).toContain("Your account will not be erased");

    await requestErasure(await actorByEmail(row.email), { currentPassword: TEST_PASSWORD }, now);
    expect(await eraseDueAccounts(new Date(now.getTime() + (ERASURE_GRACE_DAYS - 1) * 86_400_000))).toBe(0);
    expect(await eraseDueAccounts(new Date(now.getTime() + ERASURE_GRACE_DAYS * 86_400_000 + 1000))).toBe(1);
    const [erased] = await db.select().from(users).where(eq(users.id, row.id));
    expect(erased!.erasedAt).not.toBeNull();
    expect(erased!.name).toBe("Deleted user");
  });

  it("never lets the last superadmin go", async () => {
    const row = await createUser({ role: "superadmin" });
    const err = await rejection(requestErasure(await actorByEmail(row.email), { currentPassword: TEST_PASSWORD }));
    expect(err).toBeInstanceOf(ConflictError);
    expect(err.message).toBe(LAST_SUPERADMIN);
    // With another one, they may.
    await createUser({ role: "superadmin" });
    await expect(requestErasure(await actorByEmail(row.email), { currentPassword: TEST_PASSWORD })).resolves.toBeDefined();
  });

  it("of the last two superadmins leaving at once, lets one go", async () => {
    const a = await createUser({ role: "superadmin" });
    const b = await createUser({ role: "superadmin" });
    const results = await Promise.allSettled([
      requestErasure(await actorByEmail(a.email), { currentPassword: TEST_PASSWORD }),
      requestErasure(await actorByEmail(b.email), { currentPassword: TEST_PASSWORD }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });
});

describe("eraseByStaff", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("erases at once with the reason, refuses a superadmin, an admin by an admin, oneself and no reason", async () => {
    const admin = await actorByEmail((await createUser({ role: "admin" })).email);
    const superadmin = await actorByEmail((await createUser({ role: "superadmin" })).email);
    const student = await createUser({ role: "user" });
    const otherAdmin = await createUser({ role: "admin" });

    expect(await rejection(eraseByStaff(admin, student.id, { reason: "" }))).toBeInstanceOf(InvalidError);
    expect((await rejection(eraseByStaff(admin, superadmin.id, { reason: "asked by mail" }))).message).toBe(SUPERADMIN_NOT_BY_STAFF);
    expect(await rejection(eraseByStaff(admin, otherAdmin.id, { reason: "asked by mail" }))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(eraseByStaff(admin, admin.id, { reason: "asked by mail" }))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(eraseByStaff(await actorByEmail(student.email), otherAdmin.id, { reason: "asked by mail" }))).toBeInstanceOf(
      ForbiddenError,
    );

    await expect(eraseByStaff(admin, student.id, { reason: "A parent asked by letter" })).resolves.toEqual({
      message: "The account has been erased.",
    });
    await expect(eraseByStaff(superadmin, otherAdmin.id, { reason: "Left the foundation" })).resolves.toBeDefined();
    const db = await getDb();
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "account.erase"));
    expect(entries.map((e) => [e.actorId, e.details])).toEqual([
      [admin.id, { role: "user", reason: "A parent asked by letter" }],
      [superadmin.id, { role: "admin", reason: "Left the foundation" }],
    ]);
  });
});

describe("staff erasing the same person at once", () => {
  beforeEach(async () => {
    await requirePostgres();
    await resetDb();
  });

  it("Erase and Erase: one erases (200), the other is told it is already erased (409); one audit entry", async () => {
    const [a, b] = [actorFor(await createUser({ role: "admin" })), actorFor(await createUser({ role: "superadmin" }))];
    for (let round = 0; round < 4; round++) {
      const student = await createUser({ role: "user" });
      const { error } = await race(
        () => eraseByStaff(a, student.id, { reason: "A parent asked by letter" }),
        () => eraseByStaff(b, student.id, { reason: "A parent asked by phone" }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as Error).message).toBe(ALREADY_ERASED);
      const db = await getDb();
      const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, student.id));
      expect(entries.map((e) => e.action)).toEqual(["account.erase"]);
    }
  });

  it("Delete and Erase: one erases, the other 409", async () => {
    const [a, b] = [actorFor(await createUser({ role: "admin" })), actorFor(await createUser({ role: "admin" }))];
    const instructor = await createUser({ role: "instructor" });
    const { error } = await race(
      () => deleteUserByErasure(a, instructor.id),
      () => eraseByStaff(b, instructor.id, { reason: "The instructor, by e-mail" }),
    );
    expect(error).toBeInstanceOf(ConflictError);
  });
});

describe("what staff write as the reason", () => {
  const person = { email: "noah.parent-kid@example.org", name: "Noah van Dijk" };

  it("keeps neither the person's e-mail nor their name, whole or in parts", () => {
    expect(reasonWithout("Noah van Dijk's mother, for NOAH.PARENT-KID@example.org, by letter", person)).toBe(
      "[name]'s mother, for [e-mail], by letter",
    );
    expect(reasonWithout("Dijk family asked; Noah too", person)).toBe("[name] family asked; [name] too");
    // Inside other words, and parts shorter than three letters, are left as written.
    expect(reasonWithout("Noahs ark by Dijkstra", person)).toBe("Noahs ark by Dijkstra");
    expect(reasonWithout("Asked by Jo", { email: "jo@example.org", name: "Jo Li" })).toBe("Asked by Jo");
  });

  it("is what the audit entry keeps", async () => {
    await resetDb();
    const admin = actorFor(await createUser({ role: "admin" }));
    const student = await createUser({ role: "user", name: "Mila Jansen" });
    await eraseByStaff(admin, student.id, { reason: `Mila Jansen's father (${student.email}), by letter` });
    const db = await getDb();
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "account.erase"));
    expect(entry!.details).toEqual({ role: "user", reason: "[name]'s father ([e-mail]), by letter" });
  });
});

describe("deleteUserByErasure (User Management's Delete)", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("erases the account instead of removing it, and audits it without the person's e-mail or name", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser({ role: "instructor", name: "Ines Example" });
    await expect(deleteUserByErasure(actorFor(admin), target.id)).resolves.toEqual({ message: "User deleted successfully" });
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ name: "Deleted user", status: "erased", email: `deleted-${target.id}@erased.invalid` });
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(entries.map((e) => [e.action, e.actorId, e.details])).toEqual([
      ["account.erase", admin.id, { role: "instructor", reason: DELETED_IN_USER_MANAGEMENT }],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${target.email}|Ines`, "i"));
    // Once more: the account is already erased.
    expect(await rejection(deleteUserByErasure(actorFor(admin), target.id))).toBeInstanceOf(ConflictError);
  });

  it("keeps the rules of Delete: not oneself, not a superadmin, an admin only by a superadmin, staff only", async () => {
    const admin = await createUser({ role: "admin" });
    const superadmin = await createUser({ role: "superadmin" });
    const otherAdmin = await createUser({ role: "admin" });
    const school = await createUser({ role: "school" });
    const self = await rejection(deleteUserByErasure(actorFor(admin), admin.id));
    expect(self).toBeInstanceOf(ForbiddenError);
    expect(self.message).toBe("You cannot delete your own account");
    expect(await rejection(deleteUserByErasure(actorFor(superadmin), superadmin.id))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(deleteUserByErasure(actorFor(admin), superadmin.id))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(deleteUserByErasure(actorFor(admin), otherAdmin.id))).toBeInstanceOf(ForbiddenError);
    for (const actor of [
      await createUser({ role: "school" }),
      await createUser({ role: "admin", allowedTabs: ["approval-requests"] }),
      await createUser({ role: "admin", status: "pending" }),
    ]) {
      expect(await rejection(deleteUserByErasure(actorFor(actor), school.id))).toBeInstanceOf(ForbiddenError);
    }
    expect(await rejection(deleteUserByErasure(null, school.id))).toBeInstanceOf(UnauthorizedError);
    expect(await rejection(deleteUserByErasure(actorFor(admin), crypto.randomUUID()))).toBeInstanceOf(NotFoundError);
    expect(await rejection(deleteUserByErasure(actorFor(admin), "1; drop table users"))).toBeInstanceOf(NotFoundError);
    const db = await getDb();
    expect(await db.select().from(users).where(isNotNull(users.erasedAt))).toEqual([]);

    await deleteUserByErasure(actorFor(superadmin), otherAdmin.id);
    const [erased] = await db.select().from(users).where(eq(users.id, otherAdmin.id));
    expect(erased!.erasedAt).not.toBeNull();
  });
});
