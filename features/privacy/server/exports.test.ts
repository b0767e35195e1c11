import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { dataExports, outbox } from "@/lib/db/schema";
import { ConflictError, NotFoundError, RateLimitedError, UnauthorizedError } from "@/lib/errors";
import { env } from "@/lib/config/env";
import { insertExport, pastExport } from "@/test/data-exports";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { withMemoryStorage } from "@/test/memory-storage";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { linksIn, mailbox } from "@/test/smtp";
import { DATA_EXPORT_JOB } from "./build";
import { dataExportDownloadUrl, dataExportState, expireDataExports, requestDataExport } from "./exports";

const storage = withMemoryStorage();
const DAY = 24 * 60 * 60_000;

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

const student = async (email = "mira@example.org") => actorFor(await createUser({ role: "user", name: "Mira Student", email }));
const exportsOf = async (userId: string) => {
  const db = await getDb();
  return db.select().from(dataExports).where(eq(dataExports.userId, userId));
};

describe("requestDataExport", () => {
  it("records a pending export and its build job in one transaction; nothing is built in the request", async () => {
    const mira = await student();
    const made = await requestDataExport(mira);
    expect(made).toMatchObject({ status: "pending", readyAt: null, expiresAt: null });
    expect(made).not.toHaveProperty("storageKey");
    const db = await getDb();
    const jobs = await db.select().from(outbox);
    expect(jobs.map((j) => [j.kind, j.payload])).toEqual([[DATA_EXPORT_JOB, { exportId: made.id }]]);
    expect(storage.keys()).toEqual([]);
  });

  it("refuses guests, and lets an account awaiting approval ask for its own data", async () => {
    await expect(requestDataExport(null)).rejects.toBeInstanceOf(UnauthorizedError);
    const pending = actorFor(await createUser({ role: "instructor", status: "pending" }));
    await expect(requestDataExport(pending)).resolves.toMatchObject({ status: "pending" });
  });

  it("answers a second request the same day with 429, saying when they can ask again", async () => {
    const mira = await student();
    const first = await requestDataExport(mira);
    const error = await requestDataExport(mira).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    const next = new Date(first.createdAt.getTime() + DAY);
    const day = next.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    expect((error as RateLimitedError).message).toBe(
      `You can ask for your data once a day. You last asked on ${first.createdAt.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })}, ${first.createdAt.toISOString().slice(11, 16)} UTC; you can ask again after ${day}, ${next.toISOString().slice(11, 16)} UTC.`,
    );
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(DAY / 1000 - 60);
    expect((error as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(DAY / 1000);
    expect(await exportsOf(mira.id)).toHaveLength(1);
  });

  it("does not count a failed export, nor one asked for more than a day ago, nor another person's", async () => {
    const mira = await student();
    await pastExport(mira.id, 0.1, "failed");
    await pastExport(mira.id, 1.01, "ready");
    await pastExport((await createUser({ role: "user" })).id, 0.1, "pending");
    await expect(requestDataExport(mira)).resolves.toMatchObject({ status: "pending" });
  });

  it("makes one export of two requests at once: the other is told to wait a day", async () => {
    await requirePostgres();
    for (let round = 0; round < 3; round++) {
      await resetDb();
      const mira = await student();
      const { error } = await race(
        () => requestDataExport(mira),
        () => requestDataExport(mira),
      );
      expect(error).toBeInstanceOf(RateLimitedError);
      expect(await exportsOf(mira.id)).toHaveLength(1);
      expect(await countRows(outbox)).toBe(1);
    }
  });
});

describe("dataExportState", () => {
  it("shows the latest export still of use and when the next may be asked for", async () => {
    const mira = await student();
    expect(await dataExportState(mira)).toEqual({ latest: null, nextRequestAt: null });
    const made = await requestDataExport(mira);
    const state = await dataExportState(mira);
    expect(state.latest).toMatchObject({ id: made.id, status: "pending" });
    expect(state.nextRequestAt?.getTime()).toBe(made.createdAt.getTime() + DAY);
  });

  it("forgets an expired download, and a failed one leaves them free to ask again", async () => {
    const mira = await student();
    await insertExport(mira.id, { createdAt: new Date(Date.now() - 8 * DAY), expiresAt: new Date(Date.now() - DAY) });
    expect(await dataExportState(mira)).toEqual({ latest: null, nextRequestAt: null });
    const failed = await pastExport(mira.id, 0.1, "failed");
    expect(await dataExportState(mira)).toEqual({
      latest: expect.objectContaining({ id: failed.id, status: "failed" }),
      nextRequestAt: null,
    });
  });
});

describe("dataExportDownloadUrl", () => {
  it("gives the owner a short-lived link to their ready ZIP, and nobody else anything", async () => {
    const mira = await student();
    const other = await student("other@example.org");
    const ready = await insertExport(mira.id, {}, storage);
    const url = await dataExportDownloadUrl(mira, ready.id);
    expect(url).toMatch(/^memory:\/\/download\//);
    const response = await storage.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="your-data.zip"');

    await expect(dataExportDownloadUrl(other, ready.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(dataExportDownloadUrl(null, ready.id)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(dataExportDownloadUrl(mira, "not-an-id")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses one still being made (409), one that failed (409) and one past its expiry (404)", async () => {
    const mira = await student();
    const pending = await pastExport(mira.id, 0, "pending");
    const failed = await pastExport(mira.id, 2, "failed");
    const expired = await insertExport(mira.id, { expiresAt: new Date(Date.now() - 1000) }, storage);
    await expect(dataExportDownloadUrl(mira, pending.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(dataExportDownloadUrl(mira, failed.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(dataExportDownloadUrl(mira, expired.id)).rejects.toThrow("This download has expired");
  });
});

describe("expireDataExports (the daily job privacy.expire-exports)", () => {
  it("deletes exports past their expiry with their files, and those never made after a week; keeps the rest", async () => {
    const mira = await student();
    const old = await insertExport(mira.id, { createdAt: new Date(Date.now() - 8 * DAY), expiresAt: new Date(Date.now() - DAY) }, storage);
    const fresh = await insertExport(mira.id, {}, storage);
    await pastExport(mira.id, 8, "failed");
    const recentFailed = await pastExport(mira.id, 1, "failed");
    expect(await expireDataExports()).toBe(2);
    expect((await exportsOf(mira.id)).map((e) => e.id).sort()).toEqual([fresh.id, recentFailed.id].sort());
    // The file goes once the rows are gone, through the outbox.
    expect(storage.keys()).toContain(old.storageKey);
    await deliverOutbox();
    expect(storage.deleted).toEqual([old.storageKey]);
    expect(storage.keys()).toEqual([fresh.storageKey]);
    expect(await expireDataExports()).toBe(0);
  });
});

describe("the mail", () => {
  it("tells the owner their download is ready, with a link to their Profile and never the file", async () => {
    const mira = await student();
    await requestDataExport(mira);
    // One drain: the build, then the mail it enqueued.
    expect(await deliverOutbox()).toMatchObject({ done: 2, retrying: 0, failed: 0 });
    const mail = mailbox.only("mira@example.org");
    expect(mail.subject).toMatch(/is ready to download$/);
    const [row] = await exportsOf(mira.id);
    expect(row).toMatchObject({ status: "ready" });
    expect(mail.text).toContain(
      `It can be downloaded until ${row!.expiresAt!.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })}`,
    );
    expect(linksIn(mail)).toEqual([`${env().siteUrl}/dashboard?tab=profile`]);
    expect(mail.attachments).toEqual([]);
    expect(`${mail.text}${mail.html}`).not.toContain(row!.storageKey!);
    expect(`${mail.text}${mail.html}`).not.toContain("/api/v1/privacy");
  });
});
