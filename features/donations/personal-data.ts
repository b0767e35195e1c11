import { eq, or } from "drizzle-orm";
import { donationPlans, donations } from "@/lib/db/schema";
import { without, type PersonalData } from "@/lib/privacy/personal-data";
import { cancelPlansOf } from "./server/plans";

/**
 * A donor's gifts and monthly plans. Erasure cancels open plans at the payment provider first,
 * then keeps every gift for the accounting period with the donor's name, e-mail and message
 * removed (guest gifts from the same address too): amounts, dates, statuses and receipt numbers
 * stay, so every total is unchanged. They stay attached to the erased account ("Deleted user"),
 * which is how donations.prune-erased finds them once the period has passed (server/retention.ts).
 */
export const donationsPersonalData: PersonalData = {
  tables: ["donations", "donation_plans"],
  export: [
    {
      file: "donations.json",
      describes: "Your gifts: amount, currency, one-time or monthly, status, date, receipt number and the message you added.",
      records: (db, person) => db.select().from(donations).where(eq(donations.userId, person.id)),
    },
    {
      file: "monthly-gifts.json",
      describes: "Your monthly gifts: amount, status and when each started or ended.",
      records: async (db, person) => {
        const rows = await db.select().from(donationPlans).where(eq(donationPlans.userId, person.id));
        return rows.map((plan) => without(plan, "stripeSubscriptionId", "stripeCustomerId"));
      },
    },
  ],
  prepare: async (person) => {
    await cancelPlansOf(person.id);
  },
  // Gifts given as a guest from the account's e-mail address are theirs too.
  async erase(tx, person) {
    const anonymous = { donorName: null, donorEmail: null, message: null, userId: person.id };
    await tx
      .update(donations)
      .set(anonymous)
      .where(or(eq(donations.userId, person.id), eq(donations.donorEmail, person.email)));
    await tx
      .update(donationPlans)
      .set(anonymous)
      .where(or(eq(donationPlans.userId, person.id), eq(donationPlans.donorEmail, person.email)));
    return [];
  },
};
