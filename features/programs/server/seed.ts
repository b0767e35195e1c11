import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { programRequests, users } from "@/lib/db/schema";

/** The demo school and admin of features/accounts/server/seed.ts. */
const SCHOOL_EMAIL = "school@demo.test";
const ADMIN_EMAIL = "admin@demo.test";
const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo school's program requests, so both tabs show what they do: School Morning Sessions,
 * approved by the demo admin a fortnight ago, and Community Wellness, waiting in the admin's
 * Manage Program tab. Real rows of the demo database; no mail was sent for them. A second run
 * adds nothing.
 */
export const DEMO_PROGRAM_REQUESTS = [
  {
    programRequested: "School Morning Sessions",
    status: "approved",
    requestedDaysAgo: 21,
    decidedDaysAgo: 14,
    message:
      "We would like to start the school day with a short guided session in Years 3 to 6, about 180 pupils. Could an instructor lead the first weeks with our teachers?",
  },
  {
    programRequested: "Community Wellness",
    status: "pending",
    requestedDaysAgo: 2,
    decidedDaysAgo: null,
    message:
      "Our parents' association would like an evening session for families in the school hall next term, on a weekday after 6 pm if possible.",
  },
] as const;

export async function seedDemoProgramRequests(tx: Tx, now: Date = new Date()): Promise<void> {
  const [school] = await tx
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.email, SCHOOL_EMAIL));
  if (!school) return;
  const [already] = await tx
    .select({ id: programRequests.id })
    .from(programRequests)
    .where(eq(programRequests.schoolId, school.id))
    .limit(1);
  if (already) return;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await tx.insert(programRequests).values(
    DEMO_PROGRAM_REQUESTS.map((r) => ({
      schoolId: school.id,
      contactPerson: "Jordan Lee",
      email: school.email,
      phone: school.phone ?? "+1 555 0100",
      programRequested: r.programRequested,
      message: r.message,
      status: r.status,
      createdAt: ago(r.requestedDaysAgo),
      updatedAt: ago(r.decidedDaysAgo ?? r.requestedDaysAgo),
      decidedAt: r.decidedDaysAgo === null ? null : ago(r.decidedDaysAgo),
      decidedBy: r.decidedDaysAgo === null ? null : (admin?.id ?? null),
    })),
  );
}
