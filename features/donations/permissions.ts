import { EVERYONE, STAFF, type Rule } from "@/lib/auth/permissions";

/** Donations. Giving needs no account (the checkout service takes a guest); these are the signed-in actions. */
export const donationPermissions = {
  /** One's own gifts, receipts, yearly statement and monthly plans (every role may give). */
  "donation.readOwn": { roles: EVERYONE },
  /** Donation Tracking: every gift, the totals and the CSV export. */
  "donation.track": { roles: STAFF, tab: "donation-tracking" },
} satisfies Record<string, Rule>;
