import { and, eq, inArray } from "drizzle-orm";
import { getVideoSettings } from "@/features/video-settings";
import type { Tx } from "@/lib/db/client";
import { invoices, videos, type InvoiceStatus } from "@/lib/db/schema";
import { accountsByEmail } from "@/lib/db/seed";
import { insertInvoice, utcDate } from "./invoices";

/** The demo accounts of features/accounts/server/seed.ts. */
const INSTRUCTOR_EMAIL = "instructor@demo.test";
const ADMIN_EMAIL = "admin@demo.test";
const DAY_MS = 24 * 3600_000;

type DemoInvoice = {
  /** The course, and its videos by their titles (features/videos/server/seed.ts DEMO_VIDEOS, approved ones). */
  course: string;
  videos: string[];
  status: InvoiceStatus;
  issuedDaysAgo: number;
  /** Negative: in the past. */
  dueInDays: number;
  decidedDaysAgo?: number;
  paidDaysAgo?: number;
  rejectionReason?: string;
  taxRate: number;
};

/**
 * The demo instructor's invoices, oldest first, one in each state the dashboards show: paid,
 * approved and overdue, rejected with a reason, approved, and one pending in the admin's Invoice
 * Approval (the rejected invoice's video, billed again under a better name). Two approved videos
 * stay on no invoice, for the Create form. No mail was sent for them.
 */
export const DEMO_INVOICES: readonly DemoInvoice[] = [
  {
    course: "Breathing for the school day",
    videos: ["Breathing Circle: Four In, Four Out", "Box Breathing for Calm Focus"],
    status: "paid",
    issuedDaysAgo: 75,
    dueInDays: -45,
    decidedDaysAgo: 72,
    paidDaysAgo: 50,
    taxRate: 10,
  },
  {
    course: "Body awareness",
    videos: ["A Short Body Scan"],
    status: "approved",
    issuedDaysAgo: 45,
    dueInDays: -15,
    decidedDaysAgo: 42,
    taxRate: 10,
  },
  {
    course: "Exam season",
    videos: ["Square Breathing Before an Exam"],
    status: "rejected",
    issuedDaysAgo: 20,
    dueInDays: 10,
    decidedDaysAgo: 18,
    rejectionReason: "Please name the course after what the videos teach, as on your other invoices, and send it again.",
    taxRate: 10,
  },
  {
    course: "Classroom transitions",
    videos: ["Four-Count Breathing Between Lessons"],
    status: "approved",
    issuedDaysAgo: 12,
    dueInDays: 18,
    decidedDaysAgo: 10,
    taxRate: 10,
  },
  {
    course: "Calm before tests",
    videos: ["Square Breathing Before an Exam"],
    status: "pending",
    issuedDaysAgo: 2,
    dueInDays: 28,
    taxRate: 10,
  },
];

/** Writes DEMO_INVOICES for the demo instructor at the video settings' rate, numbered in date order; a second run adds none. */
export async function seedDemoInvoices(tx: Tx, now: Date = new Date()): Promise<void> {
  const people = await accountsByEmail(tx, [INSTRUCTOR_EMAIL, ADMIN_EMAIL]);
  const instructor = people.get(INSTRUCTOR_EMAIL);
  if (!instructor) return;
  const [already] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.instructorId, instructor.id)).limit(1);
  if (already) return;
  const titles = [...new Set(DEMO_INVOICES.flatMap((i) => i.videos))];
  const found = await tx
    .select({ id: videos.id, title: videos.courseName })
    .from(videos)
    .where(and(eq(videos.uploadedBy, instructor.id), eq(videos.status, "approved"), inArray(videos.courseName, titles)));
  const idOf = new Map(found.map((v) => [v.title, v.id]));
  if (titles.some((t) => !idOf.has(t))) return;
  const { currency, pricePerVideoMinor: ratePerVideoMinor } = await getVideoSettings(tx);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const adminId = people.get(ADMIN_EMAIL)?.id ?? null;
  for (const demo of DEMO_INVOICES) {
    const videoIds = demo.videos.map((t) => idOf.get(t)!);
    const row = await insertInvoice(tx, {
      instructorId: instructor.id,
      issuedAt: ago(demo.issuedDaysAgo),
      dueDate: utcDate(demo.dueInDays, now.getTime()),
      clientEmail: "accounts@riverside-primary.example",
      notes: null,
      content: {
        courses: [{ title: demo.course, videoIds }],
        taxRateBasisPoints: demo.taxRate * 100,
        discountMinor: 0,
        ratePerVideoMinor,
        currency,
      },
      titles: new Map(demo.videos.map((t) => [idOf.get(t)!, t])),
    });
    if (demo.status === "pending") continue;
    const decidedAt = ago(demo.decidedDaysAgo!);
    await tx
      .update(invoices)
      .set({
        status: demo.status,
        decidedAt,
        decidedBy: adminId,
        rejectionReason: demo.rejectionReason ?? null,
        paidAt: demo.paidDaysAgo === undefined ? null : ago(demo.paidDaysAgo),
        updatedAt: ago(demo.paidDaysAgo ?? demo.decidedDaysAgo!),
      })
      .where(eq(invoices.id, row.id));
    // An approved invoice's videos are priced, as approving marks them.
    if (demo.status !== "rejected") await tx.update(videos).set({ isPriced: true }).where(inArray(videos.id, videoIds));
  }
}
