import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "@/lib/db/client";
import { auditLog, videoSettings } from "@/lib/db/schema";
import { BadRequestError, ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import type { Actor } from "@/lib/session/actor-type";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { DEFAULT_VIDEO_SETTINGS } from "../schema";
import {
  CHANGED_SINCE_SEEN,
  createVideoSettings,
  deleteVideoSettings,
  getVideoSettings,
  readVideoSettings,
  readVideoSettingsById,
  updateVideoSettings,
} from "./settings";

beforeEach(resetDb);

const admin = async (allowedTabs: string[] = []) => actorFor(await createUser({ role: "admin", allowedTabs }));
const stored = async () => {
  const { currency, pricePerVideoMinor, maxVideoLengthSeconds } = await getVideoSettings();
  return { currency, pricePerVideoMinor, maxVideoLengthSeconds };
};
const audits = async () => {
  const db = await getDb();
  return db.select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details }).from(auditLog);
};

describe("the one record", () => {
  it("is made by the migration, with the defaults: $10.00 a video, at most 30 minutes", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      const fresh = drizzle(client);
      await migrate(fresh, { migrationsFolder });
      const rows = await fresh.select().from(videoSettings);
      expect(rows).toMatchObject([DEFAULT_VIDEO_SETTINGS]);
      expect(DEFAULT_VIDEO_SETTINGS).toEqual({ currency: "USD", pricePerVideoMinor: 1000, maxVideoLengthSeconds: 1800 });
    } finally {
      await client.close();
    }
  });

  it("is the only one: the database refuses a second, whatever it says", async () => {
    await getVideoSettings();
    const db = await getDb();
    await expect(db.insert(videoSettings).values({ ...DEFAULT_VIDEO_SETTINGS })).rejects.toThrow();
    await expect(db.insert(videoSettings).values({ ...DEFAULT_VIDEO_SETTINGS, singleton: false })).rejects.toThrow();
    expect(await countRows(videoSettings)).toBe(1);
  });

  it("is made again with the defaults when missing, once even when two ask at once", async () => {
    expect(await countRows(videoSettings)).toBe(0);
    const [a, b] = await Promise.all([getVideoSettings(), getVideoSettings()]);
    expect(a.id).toBe(b.id);
    expect(await countRows(videoSettings)).toBe(1);
    expect(a).toMatchObject(DEFAULT_VIDEO_SETTINGS);
  });

  it("keeps the database's limits even for a write that skips the service", async () => {
    const { id } = await getVideoSettings();
    const db = await getDb();
    for (const bad of [
      sql`currency = 'CHF'`,
      sql`price_per_video_minor = -1`,
      sql`price_per_video_minor = 10000001`,
      sql`max_video_length_seconds = 0`,
      sql`max_video_length_seconds = 90`,
      sql`max_video_length_seconds = 21660`,
    ]) {
      await expect(db.execute(sql`UPDATE video_settings SET ${bad} WHERE id = ${id}`)).rejects.toThrow();
    }
  });
});

describe("reading the settings", () => {
  it("answers the spec's string forms and the structured values", async () => {
    const instructor = actorFor(await createUser({ role: "instructor" }));
    const answer = await readVideoSettings(instructor);
    expect(answer).toMatchObject({
      _id: answer.id,
      pricePerVideo: "$10",
      maxVideoLength: "00:30",
      currency: "USD",
      currencySymbol: "$",
      pricePerVideoMinor: 1000,
      maxVideoLengthSeconds: 1800,
    });
    expect(await readVideoSettingsById(await admin(), answer.id)).toEqual(answer);
  });

  it("lets instructors and staff read them (an admin limited to other tabs too); nobody else", async () => {
    for (const role of ["instructor", "admin", "superadmin"] as const) {
      await expect(readVideoSettings(actorFor(await createUser({ role })))).resolves.toMatchObject({ pricePerVideo: "$10" });
    }
    await expect(readVideoSettings(await admin(["approval-requests"]))).resolves.toMatchObject({ pricePerVideo: "$10" });
    await expect(readVideoSettings(null)).rejects.toBeInstanceOf(UnauthorizedError);
    for (const role of ["user", "school"] as const) {
      await expect(readVideoSettings(actorFor(await createUser({ role })))).rejects.toBeInstanceOf(ForbiddenError);
    }
    const pending = actorFor(await createUser({ role: "instructor", status: "pending" }));
    await expect(readVideoSettings(pending)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("by id: staff who manage them, and 404 for any other id", async () => {
    const { id } = await getVideoSettings();
    await expect(readVideoSettingsById(await admin(), "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001")).rejects.toBeInstanceOf(NotFoundError);
    await expect(readVideoSettingsById(await admin(), "not-an-id")).rejects.toBeInstanceOf(NotFoundError);
    await expect(readVideoSettingsById(actorFor(await createUser({ role: "instructor" })), id)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("changing the settings", () => {
  it("stores the price in the currency's minor units and the length in seconds, with an audit row of before and after", async () => {
    const actor = await admin();
    const { id } = await getVideoSettings();
    const answer = await updateVideoSettings(actor, id, { pricePerVideo: "₹250.50", maxVideoLength: "00:45" });
    expect(answer).toMatchObject({ pricePerVideo: "₹250.50", maxVideoLength: "00:45", currency: "INR", pricePerVideoMinor: 25050 });
    expect(await stored()).toEqual({ currency: "INR", pricePerVideoMinor: 25050, maxVideoLengthSeconds: 2700 });
    expect(await audits()).toEqual([
      {
        action: "videoSettings.update",
        actorId: actor.id,
        details: {
          from: { currency: "USD", pricePerVideoMinor: 1000, maxVideoLengthSeconds: 1800 },
          to: { currency: "INR", pricePerVideoMinor: 25050, maxVideoLengthSeconds: 2700 },
        },
      },
    ]);
  });

  it("keeps yen whole: ¥1,500 is 1500 minor units, and ¥1,500.50 is refused", async () => {
    const actor = await admin();
    const { id } = await getVideoSettings();
    await expect(updateVideoSettings(actor, id, { pricePerVideo: "¥1500.50" })).rejects.toThrow(
      "Prices in ¥ (JPY) are whole numbers: the yen has no smaller unit",
    );
    expect(await updateVideoSettings(actor, id, { currency: "JPY", pricePerVideo: 1500 })).toMatchObject({
      pricePerVideo: "¥1500",
      pricePerVideoMinor: 1500,
    });
    expect(await stored()).toMatchObject({ currency: "JPY", pricePerVideoMinor: 1500 });
  });

  it("refuses bad input with 422 and its field, and changes nothing", async () => {
    const actor = await admin();
    const { id } = await getVideoSettings();
    for (const [body, field, message] of [
      [{ pricePerVideo: "$10.555" }, "pricePerVideo", "The price per video can have at most 2 decimals"],
      [{ pricePerVideo: "-3" }, "pricePerVideo", "The price per video cannot be negative"],
      [{ maxVideoLength: "00:00" }, "maxVideoLength", "The maximum video length must be at least one minute (00:01)"],
      [{ maxVideoLength: "07:00" }, "maxVideoLength", "The maximum video length can be at most 06:00: no video may be longer than 6 hours"],
      [{ currency: "EUR" }, "pricePerVideo", "Please give the price per video in € (EUR) as well"],
      [{ pricePerVideo: "$10", status: "x" }, "status", '"status" cannot be set here'],
      [{}, "_", "Nothing to change: send pricePerVideo, maxVideoLength or both"],
    ] as const) {
      const error = await updateVideoSettings(actor, id, body).catch((e: unknown) => e);
      expect(error, JSON.stringify(body)).toBeInstanceOf(InvalidError);
      expect((error as InvalidError).fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(await stored()).toEqual(DEFAULT_VIDEO_SETTINGS);
    expect(await audits()).toEqual([]);
  });

  it("takes our whole answer back with a form edited, and refuses one whose read-only keys differ", async () => {
    const actor = await admin();
    const answer = await readVideoSettings(actor);
    expect(await updateVideoSettings(actor, answer.id, { ...answer, pricePerVideo: "$12.50" })).toMatchObject({
      pricePerVideo: "$12.50",
      pricePerVideoMinor: 1250,
    });
    const now = await readVideoSettings(actor);
    await expect(updateVideoSettings(actor, now.id, { ...now, createdAt: "2020-01-01T00:00:00.000Z" })).rejects.toThrow(
      "Created at cannot be changed here",
    );
    await expect(updateVideoSettings(actor, now.id, { ...now, _id: "someone-else" })).rejects.toThrow("Id cannot be changed here");
  });

  it("refuses a change to a version other than the one the person saw (409), and takes the current one", async () => {
    const actor = await admin();
    const seen = await readVideoSettings(actor);
    await updateVideoSettings(actor, seen.id, { pricePerVideo: "$11", updatedAt: seen.updatedAt });
    await expect(updateVideoSettings(actor, seen.id, { pricePerVideo: "$12", updatedAt: seen.updatedAt })).rejects.toThrow(
      new ConflictError(CHANGED_SINCE_SEEN),
    );
    expect(await stored()).toMatchObject({ pricePerVideoMinor: 1100 });
    const current = await readVideoSettings(actor);
    await expect(updateVideoSettings(actor, seen.id, { pricePerVideo: "$12", updatedAt: current.updatedAt })).resolves.toMatchObject({
      pricePerVideo: "$12",
    });
  });

  it("writes nothing for a change of nothing", async () => {
    const actor = await admin();
    const before = await readVideoSettings(actor);
    expect(await updateVideoSettings(actor, before.id, { pricePerVideo: "$10.00", maxVideoLength: "30min" })).toEqual(before);
    expect(await audits()).toEqual([]);
  });

  it("is for admins and superadmins; an admin limited by allowed tabs needs invoice-approvals", async () => {
    const { id } = await getVideoSettings();
    const body = { pricePerVideo: "$15" };
    await expect(updateVideoSettings(await admin(["invoice-approvals"]), id, body)).resolves.toMatchObject({ pricePerVideo: "$15" });
    await expect(
      updateVideoSettings(actorFor(await createUser({ role: "superadmin" })), id, { pricePerVideo: "$16" }),
    ).resolves.toMatchObject({ pricePerVideo: "$16" });
    const refused: (Actor | null)[] = [
      await admin(["approval-requests", "content"]),
      actorFor(await createUser({ role: "instructor" })),
      actorFor(await createUser({ role: "school" })),
      null,
    ];
    for (const actor of refused) {
      const error = await updateVideoSettings(actor, id, body).catch((e: unknown) => e);
      expect(error instanceof ForbiddenError || error instanceof UnauthorizedError, String(actor?.role)).toBe(true);
    }
    expect(await stored()).toMatchObject({ pricePerVideoMinor: 1600 });
    expect((await audits()).length).toBe(2);
  });

  it("answers 404 for another id", async () => {
    await getVideoSettings();
    await expect(
      updateVideoSettings(await admin(), "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001", { pricePerVideo: "$1" }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("creating and deleting", () => {
  it("answers a second record with the earlier system's 400 'Settings already exist.'", async () => {
    await getVideoSettings();
    await expect(createVideoSettings(await admin())).rejects.toThrow(new BadRequestError("Settings already exist."));
    await expect(createVideoSettings(await admin(["content"]))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await countRows(videoSettings)).toBe(1);
  });

  it("refuses to delete the record (409): invoices and uploads need it; another id is 404", async () => {
    const { id } = await getVideoSettings();
    await expect(deleteVideoSettings(await admin(), id)).rejects.toBeInstanceOf(ConflictError);
    await expect(deleteVideoSettings(await admin(), "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001")).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteVideoSettings(actorFor(await createUser({ role: "instructor" })), id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await stored()).toEqual(DEFAULT_VIDEO_SETTINGS);
  });
});
