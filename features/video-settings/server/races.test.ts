import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { CHANGED_SINCE_SEEN, getVideoSettings, readVideoSettings, updateVideoSettings } from "./settings";

// PGlite runs one transaction at a time, so these races would pass there without proving
// anything: they need the real PostgreSQL whose pool runs them side by side.
await requirePostgres();

const ROUNDS = 10;

beforeEach(resetDb);

const values = async () => {
  const { currency, pricePerVideoMinor, maxVideoLengthSeconds } = await getVideoSettings();
  return { currency, pricePerVideoMinor, maxVideoLengthSeconds };
};
const auditedTo = async () => {
  const db = await getDb();
  const rows = await db.select({ details: auditLog.details }).from(auditLog).orderBy(asc(auditLog.id));
  return rows.map((r) => r.details.to);
};

describe("two admins saving the Video Settings form at once, from the same screen", () => {
  it("keeps one save whole and refuses the other (409): nobody's change is lost unseen", async () => {
    const [first, second] = [actorFor(await createUser({ role: "admin" })), actorFor(await createUser({ role: "superadmin" }))];
    for (let round = 0; round < ROUNDS; round++) {
      const seen = await readVideoSettings(first);
      const saves = [
        { currency: "EUR", pricePerVideo: `${20 + round}.50`, maxVideoLength: "00:20", updatedAt: seen.updatedAt },
        { currency: "JPY", pricePerVideo: `${1500 + round}`, maxVideoLength: "01:00", updatedAt: seen.updatedAt },
      ];
      const { winner, error } = await race(
        () => updateVideoSettings(first, seen.id, saves[0]),
        () => updateVideoSettings(second, seen.id, saves[1]),
      );
      expect(error).toEqual(new ConflictError(CHANGED_SINCE_SEEN));
      const expected = [
        { currency: "EUR", pricePerVideoMinor: (20 + round) * 100 + 50, maxVideoLengthSeconds: 1200 },
        { currency: "JPY", pricePerVideoMinor: 1500 + round, maxVideoLengthSeconds: 3600 },
      ][winner];
      expect(await values()).toEqual(expected);
      // One audit row a round, the winner's.
      expect((await auditedTo()).at(-1)).toEqual(expected);
      expect(await auditedTo()).toHaveLength(round + 1);
    }
  });
});

describe("two clients without updatedAt (the spec's) saving at once", () => {
  it("both succeed and the last save wins whole, never a mix of the two; each is audited", async () => {
    const [first, second] = [actorFor(await createUser({ role: "admin" })), actorFor(await createUser({ role: "admin" }))];
    const { id } = await getVideoSettings();
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([
        updateVideoSettings(first, id, { pricePerVideo: `$${30 + round}`, maxVideoLength: "00:10" }),
        updateVideoSettings(second, id, { pricePerVideo: `$${60 + round}.25`, maxVideoLength: "02:00" }),
      ]);
      const saved = await values();
      expect([
        { currency: "USD", pricePerVideoMinor: (30 + round) * 100, maxVideoLengthSeconds: 600 },
        { currency: "USD", pricePerVideoMinor: (60 + round) * 100 + 25, maxVideoLengthSeconds: 7200 },
      ]).toContainEqual(saved);
      expect(answers.map((a) => a.pricePerVideoMinor)).toContain(saved.pricePerVideoMinor);
      // The audit's last "to" is what is stored.
      expect((await auditedTo()).at(-1)).toEqual(saved);
    }
  });
});
