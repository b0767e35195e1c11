import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@/content/privacy-notice";
import { galleryImages, users, type UserRow } from "@/lib/db/schema";
import type { Person } from "@/lib/privacy/personal-data";
import { ConflictError, InvalidError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { privacyPersonalData } from "../personal-data";
import { acceptPrivacyNotice, NOTICE_ALREADY_ACCEPTED, NOTICE_CHANGED, noticeState } from "./notice";

beforeEach(resetDb);

const acceptance = async (id: string) => {
  const db = await getDb();
  const [row] = await db
    .select({ version: users.privacyNoticeVersion, acceptedAt: users.privacyNoticeAcceptedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe("noticeState", () => {
  it("says the current version and what the person accepted (nothing yet for an account made without it)", async () => {
    const mira = actorFor(await createUser({ role: "user" }));
    expect(await noticeState(mira)).toEqual({ currentVersion: PRIVACY_NOTICE_VERSION, acceptedVersion: null, acceptedAt: null });
    await expect(noticeState(null)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe("acceptPrivacyNotice", () => {
  it("records the current version with the time, for every role and an account awaiting approval", async () => {
    for (const [role, status] of [
      ["user", "approved"],
      ["school", "approved"],
      ["instructor", "pending"],
      ["admin", "approved"],
    ] as const) {
      const person = actorFor(await createUser({ role, status }));
      const before = Date.now();
      const accepted = await acceptPrivacyNotice(person, { version: PRIVACY_NOTICE_VERSION });
      expect(accepted.version).toBe(PRIVACY_NOTICE_VERSION);
      expect(accepted.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await acceptance(person.id)).toEqual(accepted);
      expect((await noticeState(person)).acceptedVersion).toBe(PRIVACY_NOTICE_VERSION);
    }
  });

  it("records a new version over an older one", async () => {
    const row = await createUser({ role: "school" });
    const db = await getDb();
    const old = new Date("2025-01-01T00:00:00Z");
    await db.update(users).set({ privacyNoticeVersion: "2025-01-01", privacyNoticeAcceptedAt: old }).where(eq(users.id, row.id));
    const accepted = await acceptPrivacyNotice(actorFor(row), { version: PRIVACY_NOTICE_VERSION });
    expect(accepted.acceptedAt.getTime()).toBeGreaterThan(old.getTime());
    expect((await acceptance(row.id))?.version).toBe(PRIVACY_NOTICE_VERSION);
  });

  it("refuses a version already accepted (409), one that is not current (409, their page is stale) and a body without one (422)", async () => {
    const mira = actorFor(await createUser({ role: "user" }));
    await acceptPrivacyNotice(mira, { version: PRIVACY_NOTICE_VERSION });
    const first = await acceptance(mira.id);
    await expect(acceptPrivacyNotice(mira, { version: PRIVACY_NOTICE_VERSION })).rejects.toThrow(NOTICE_ALREADY_ACCEPTED);
    await expect(acceptPrivacyNotice(mira, { version: "2020-01-01" })).rejects.toThrow(NOTICE_CHANGED);
    await expect(acceptPrivacyNotice(mira, {})).rejects.toBeInstanceOf(InvalidError);
    await expect(acceptPrivacyNotice(mira, { version: PRIVACY_NOTICE_VERSION, role: "admin" })).rejects.toBeInstanceOf(InvalidError);
    expect(await acceptance(mira.id)).toEqual(first);
    await expect(acceptPrivacyNotice(null, { version: PRIVACY_NOTICE_VERSION })).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("records one acceptance of two at once (two tabs, a double click): the other is a 409", async () => {
    await requirePostgres();
    for (let round = 0; round < 3; round++) {
      await resetDb();
      const mira = actorFor(await createUser({ role: "user" }));
      const { error } = await race(
        () => acceptPrivacyNotice(mira, { version: PRIVACY_NOTICE_VERSION }),
        () => acceptPrivacyNotice(mira, { version: PRIVACY_NOTICE_VERSION }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as ConflictError).message).toBe(NOTICE_ALREADY_ACCEPTED);
      expect((await acceptance(mira.id))?.version).toBe(PRIVACY_NOTICE_VERSION);
    }
  });
});

describe("the consents in the download of a person's data", () => {
  const consents = privacyPersonalData.export.find((part) => part.file === "consents.json")!;
  const person = (row: UserRow): Person => ({ id: row.id, email: row.email, name: row.name, role: row.role });

  it("lists the privacy policy's version accepted and when, and each of a school's photos with its consent confirmation", async () => {
    const db = await getDb();
    const school = await createUser({ role: "school", name: "Riverside" });
    expect(await consents.records(db, person(school))).toEqual([]);
    const { acceptedAt } = await acceptPrivacyNotice(actorFor(school), { version: PRIVACY_NOTICE_VERSION });
    const confirmedAt = new Date("2026-11-01T10:00:00Z");
    const variant = { key: "images/x.webp", width: 10, height: 10, size: 1, type: "image/webp" };
    const [confirmed, unconfirmed] = await db
      .insert(galleryImages)
      .values([
        {
          title: "Lantern walk",
          schoolId: school.id,
          schoolName: "Riverside",
          variants: [variant],
          width: 10,
          height: 10,
          consentConfirmedAt: confirmedAt,
          consentConfirmedBy: school.id,
        },
        { title: "Sports day", schoolId: school.id, schoolName: "Riverside", variants: [variant], width: 10, height: 10 },
      ])
      .returning({ id: galleryImages.id });
    const records = await consents.records(db, person(school));
    expect(records).toEqual(
      expect.arrayContaining([
        { kind: "privacy-policy", version: PRIVACY_NOTICE_VERSION, acceptedAt: acceptedAt.toISOString() },
        { kind: "photo-consent", photoId: confirmed!.id, title: "Lantern walk", confirmed: true, confirmedAt: confirmedAt.toISOString() },
        { kind: "photo-consent", photoId: unconfirmed!.id, title: "Sports day", confirmed: false, confirmedAt: null },
      ]),
    );
    expect(records).toHaveLength(3);
  });
});
