import { beforeEach, describe, expect, it } from "vitest";
import { invoiceNumberCounters } from "@/lib/db/schema";
import { getDb, resetDb } from "@/test/db";
import { allocateInvoiceNumber } from "./numbering";

beforeEach(resetDb);

describe("allocateInvoiceNumber", () => {
  it("starts each year at 1000 and counts up, the years apart", async () => {
    const db = await getDb();
    const numbers = [];
    for (const year of [2026, 2026, 2027, 2026]) numbers.push(await db.transaction((tx) => allocateInvoiceNumber(tx, year)));
    expect(numbers).toEqual(["INV-20261000", "INV-20261001", "INV-20271000", "INV-20261002"]);
  });

  it("goes on past 9999 with more digits, never failing", async () => {
    const db = await getDb();
    await db.insert(invoiceNumberCounters).values({ year: 2026, lastNumber: 9999 });
    expect(await db.transaction((tx) => allocateInvoiceNumber(tx, 2026))).toBe("INV-202610000");
    await db.update(invoiceNumberCounters).set({ lastNumber: 99_999 });
    expect(await db.transaction((tx) => allocateInvoiceNumber(tx, 2026))).toBe("INV-2026100000");
  });

  it("gives a number back when its transaction rolls back", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await allocateInvoiceNumber(tx, 2026);
        throw new Error("the invoice could not be made");
      }),
    ).rejects.toThrow();
    expect(await db.transaction((tx) => allocateInvoiceNumber(tx, 2026))).toBe("INV-20261000");
  });
});
