import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, invoices, invoiceVideos, videos } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import { getDb, resetDb, rowById } from "@/test/db";
import { instructorWithVideos, invoiceBody, staffActor, storedInvoice } from "@/test/invoices";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { approveInvoice, rejectInvoice } from "./decisions";
import { createInvoice, deleteInvoice, updateInvoice } from "./invoices";

// PGlite runs one transaction at a time, so these races would pass there without proving
// anything: they need the real PostgreSQL whose pool runs them side by side.
await requirePostgres();

const ROUNDS = 5;
const year = new Date().getUTCFullYear();

beforeEach(resetDb);

/** A fresh instructor's pending invoice of one video. */
async function pendingInvoice() {
  const {
    actor,
    videos: [video],
  } = await instructorWithVideos(1);
  return { actor, video: video!, invoice: await createInvoice(actor, invoiceBody([[video!]])) };
}

describe("invoice numbers under load", () => {
  it("gives 50 invoices made at once 50 distinct numbers of the year, and no error", async () => {
    const instructors = [];
    for (let i = 0; i < 5; i++) instructors.push(await instructorWithVideos(10));
    const made = await Promise.all(
      instructors.flatMap(({ actor, videos }) => videos.map((video) => createInvoice(actor, invoiceBody([[video]])))),
    );
    const numbers = made.map((i) => i.invoiceNumber);
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => `INV-${year}${1000 + i}`));
  });
});

describe("the same video on two invoices made at once (a double click, two tabs)", () => {
  it("goes on one of them: the other gets 409 and nothing of it is kept", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const {
        actor,
        videos: [shared, other],
      } = await instructorWithVideos(2);
      const { winner, error } = await race(
        () => createInvoice(actor, invoiceBody([[shared!]])),
        () => createInvoice(actor, invoiceBody([[other!, shared!]])),
      );
      expect(error).toBeInstanceOf(ConflictError);
      const db = await getDb();
      expect(await db.select().from(invoiceVideos).where(eq(invoiceVideos.videoId, shared!.id))).toHaveLength(1);
      // The loser's other video is on no invoice either: nothing of it was kept.
      expect(await db.select().from(invoiceVideos).where(eq(invoiceVideos.videoId, other!.id))).toHaveLength(winner === 1 ? 1 : 0);
      expect(await db.select().from(invoices).where(eq(invoices.instructorId, actor.id))).toHaveLength(1);
    }
  });
});

describe("two admins deciding on the same invoice at once", () => {
  it("approve and reject: one wins, the other gets 409; one audit row; the videos priced only if approval won", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { video, invoice } = await pendingInvoice();
      const [first, second] = [await staffActor(), await staffActor("superadmin")];
      const { winner, error } = await race(
        () => approveInvoice(first, invoice.id, { updatedAt: invoice.updatedAt }),
        () => rejectInvoice(second, invoice.id, { reason: "No", updatedAt: invoice.updatedAt }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      const stored = await storedInvoice(invoice.id);
      expect(stored?.status).toBe(winner === 0 ? "approved" : "rejected");
      const db = await getDb();
      const decisions = await db.select().from(auditLog).where(eq(auditLog.targetId, invoice.id));
      expect(decisions.map((r) => r.action).filter((a) => a !== "invoice.create")).toEqual([
        winner === 0 ? "invoice.approve" : "invoice.reject",
      ]);
      const [line] = await db.select().from(invoiceVideos).where(eq(invoiceVideos.invoiceId, invoice.id));
      expect(line?.invoiceStatus).toBe(stored?.status);
      expect((await rowById(videos, video.id))?.isPriced).toBe(winner === 0);
    }
  });

  it("an instructor's edit or delete and an approval at once: one wins, the other gets 409 or 404, never an approval of an unseen version", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { actor, invoice } = await pendingInvoice();
      const admin = await staffActor();
      const edit = round % 2 === 0 ? () => updateInvoice(actor, invoice.id, { taxRate: 25 }) : () => deleteInvoice(actor, invoice.id);
      const { winner } = await race(() => approveInvoice(admin, invoice.id, { updatedAt: invoice.updatedAt }), edit);
      const db = await getDb();
      const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
      if (winner === 0) expect(row).toMatchObject({ status: "approved", taxRateBasisPoints: 1000 });
      else expect(row === undefined || (row.status === "pending" && row.taxRateBasisPoints === 2500)).toBe(true);
    }
  });
});
