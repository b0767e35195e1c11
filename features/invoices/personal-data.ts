import { eq } from "drizzle-orm";
import { invoices } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/**
 * An instructor's invoices. Erasure keeps them for the accounting period (numbers, dates, lines and
 * amounts intact) with the instructor's name, e-mail, phone, address, notes and bank details
 * removed; staff who decided one are forgotten on it. They stay attached to the erased account
 * ("Deleted user"), which is how invoices.prune-erased finds them once the period has passed
 * (server/retention.ts), and no mail about them goes out any more (server/documents.ts).
 */
export const invoicesPersonalData: PersonalData = {
  tables: ["invoices"],
  export: [
    {
      file: "invoices.json",
      describes: "Your invoices: number, dates, status, amounts, the details printed on them, and the bank account they named (masked).",
      records: (db, person) => db.select().from(invoices).where(eq(invoices.instructorId, person.id)),
    },
  ],
  async erase(tx, person) {
    await tx
      .update(invoices)
      .set({
        clientEmail: `deleted-${person.id}@erased.invalid`,
        instructorDetails: { name: "Deleted user", email: "", phone: null, address: null },
        paymentDetails: null,
        notes: null,
      })
      .where(eq(invoices.instructorId, person.id));
    await tx.update(invoices).set({ decidedBy: null }).where(eq(invoices.decidedBy, person.id));
    return [];
  },
};
