import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";
import { videos } from "./videos";

/**
 * Instructors' invoices (features/invoices). An instructor bills the foundation for approved
 * videos at the price per video the video settings held when the invoice was made: the currency
 * and the rate are copied onto the invoice, and every amount is computed by the server, in the
 * currency's minor units (cents; whole yen). Pending until staff approve or reject it; an approved
 * invoice is marked paid by staff. "Overdue" is no stored status: an approved invoice whose due
 * date has passed, computed when read.
 */
export const invoiceStatusEnum = pgEnum("invoice_status", ["pending", "approved", "rejected", "paid"]);

/** Who the invoice is from (the instructor) or to (the foundation), as it was when the invoice was made or last edited. */
export type InvoiceParty = { name: string; email: string; phone: string | null; address: string | null };

/** The instructor's bank account as the invoice prints it, the number masked (features/bank-accounts paymentDetailsFor). */
export type InvoicePaymentDetails = {
  method: string;
  bankName: string;
  accountHolder: string;
  accountNumberMasked: string;
  ifscCode: string;
  branchName: string;
};

/**
 * The last invoice number given in each calendar year: `INV-{year}{n}`, n from 1000 upwards. A
 * create takes the next one inside its own transaction (INSERT … ON CONFLICT DO UPDATE …
 * RETURNING), so concurrent creates queue on the year's row and never collide, and a create that
 * rolls back gives its number back. Past 9999 the number simply grows a digit.
 */
export const invoiceNumberCounters = pgTable(
  "invoice_number_counters",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("invoice_number_counters_from_1000", sql`${t.lastNumber} >= 1000`)],
);

const money = (name: string) => bigint(name, { mode: "number" }).notNull();

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** INV-{year}{n}: the year the invoice was made, n from 1000 (invoiceNumberCounters). */
    number: text("number").notNull(),
    /** The instructor who made it; null once their account is deleted (the invoice is the foundation's record and stays). */
    instructorId: uuid("instructor_id").references(() => users.id, { onDelete: "set null" }),
    status: invoiceStatusEnum("status").notNull().default("pending"),
    /** The invoice's date (the spec's `date`). */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The client e-mail the instructor names on the invoice (printed; never mailed by the server). */
    clientEmail: text("client_email").notNull(),
    notes: text("notes"),
    /** ISO 4217, copied from the video settings when the invoice was made; a later change of the settings never changes it. */
    currency: text("currency").notNull(),
    /** The price per video in minor units, copied from the video settings when the invoice was made. */
    ratePerVideoMinor: money("rate_per_video_minor"),
    subtotalMinor: money("subtotal_minor"),
    /** The tax rate in basis points: 10 % is 1000 (a percent with at most two decimals). */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    taxMinor: money("tax_minor"),
    discountMinor: money("discount_minor"),
    grandTotalMinor: money("grand_total_minor"),
    instructorDetails: jsonb("instructor_details").$type<InvoiceParty>().notNull(),
    companyDetails: jsonb("company_details").$type<InvoiceParty>().notNull(),
    /** Null when the instructor had no bank account (shown as N/A). */
    paymentDetails: jsonb("payment_details").$type<InvoicePaymentDetails>(),
    /** Why staff rejected it (optional), shown to the instructor. */
    rejectionReason: text("rejection_reason"),
    /** Who approved or rejected it, and when. */
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    // What the lines' (invoice_id, invoice_status) refer to, so each line carries its invoice's status.
    unique("invoices_id_status_key").on(t.id, t.status),
    // The instructor's list (newest first by default) and the staff's list by status.
    index("invoices_instructor_idx").on(t.instructorId, t.issuedAt.desc(), t.id.desc()),
    index("invoices_status_idx").on(t.status, t.issuedAt.desc(), t.id.desc()),
    index("invoices_issued_idx").on(t.issuedAt.desc(), t.id.desc()),
    index("invoices_due_idx").on(t.dueDate, t.id),
    index("invoices_amount_idx").on(t.currency, t.grandTotalMinor, t.id),
    check("invoices_number_format", sql`${t.number} ~ '^INV-[0-9]{8,}$'`),
    check("invoices_currency_code", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("invoices_tax_rate_range", sql`${t.taxRateBasisPoints} BETWEEN 0 AND 10000`),
    check(
      "invoices_amounts_not_negative",
      sql`${t.ratePerVideoMinor} >= 0 AND ${t.subtotalMinor} >= 0 AND ${t.taxMinor} >= 0 AND ${t.discountMinor} >= 0 AND ${t.grandTotalMinor} >= 0`,
    ),
    check("invoices_grand_total_sum", sql`${t.grandTotalMinor} = ${t.subtotalMinor} + ${t.taxMinor} - ${t.discountMinor}`),
    check("invoices_decided_when_not_pending", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    check("invoices_paid_at_when_paid", sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL)`),
    check("invoices_reason_only_when_rejected", sql`${t.rejectionReason} IS NULL OR ${t.status} = 'rejected'`),
  ],
);

/** A course of an invoice (a line of its services table): its title and place; its videos are invoiceVideos. */
export const invoiceCourses = pgTable(
  "invoice_courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
  },
  (t) => [
    uniqueIndex("invoice_courses_position_key").on(t.invoiceId, t.position),
    // What the videos' (course_id, invoice_id) refer to: a video's course is on the video's invoice.
    unique("invoice_courses_id_invoice_key").on(t.id, t.invoiceId),
  ],
);

/**
 * A video billed on an invoice, in a course. `invoice_status` is the invoice's status, kept equal
 * by the database itself (a foreign key to invoices (id, status) ON UPDATE CASCADE), so the rule
 * "a video is on at most one invoice that is not rejected" is a partial unique index: two
 * invoices made at once with the same video cannot both commit, and rejecting an invoice releases
 * its videos in the same statement. The title is kept as it was billed; `video_id` becomes null
 * when the video itself is purged.
 */
export const invoiceVideos = pgTable(
  "invoice_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id").notNull(),
    invoiceStatus: invoiceStatusEnum("invoice_status").notNull(),
    courseId: uuid("course_id").notNull(),
    /** The order of the invoice's videos (its videoIds). */
    position: integer("position").notNull(),
    videoId: uuid("video_id").references(() => videos.id, { onDelete: "set null" }),
    videoTitle: text("video_title").notNull(),
  },
  (t) => [
    foreignKey({
      name: "invoice_videos_invoice_fk",
      columns: [t.invoiceId, t.invoiceStatus],
      foreignColumns: [invoices.id, invoices.status],
    })
      .onUpdate("cascade")
      .onDelete("cascade"),
    foreignKey({
      name: "invoice_videos_course_fk",
      columns: [t.courseId, t.invoiceId],
      foreignColumns: [invoiceCourses.id, invoiceCourses.invoiceId],
    }).onDelete("cascade"),
    uniqueIndex("invoice_videos_position_key").on(t.invoiceId, t.position),
    uniqueIndex("invoice_videos_one_live_invoice_key")
      .on(t.videoId)
      .where(sql`${t.invoiceStatus} <> 'rejected'`),
    index("invoice_videos_course_idx").on(t.courseId),
    // For the purge of a video (ON DELETE SET NULL), whatever its invoice's status.
    index("invoice_videos_video_idx").on(t.videoId),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceCourseRow = typeof invoiceCourses.$inferSelect;
export type InvoiceVideoRow = typeof invoiceVideos.$inferSelect;
export type InvoiceStatus = (typeof invoiceStatusEnum.enumValues)[number];
