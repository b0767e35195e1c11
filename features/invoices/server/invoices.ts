import { and, asc, count, desc, eq, inArray, isNull, ne, notExists, sql, type SQL } from "drizzle-orm";
import { paymentDetailsFor } from "@/features/bank-accounts";
import { getVideoSettings } from "@/features/video-settings";
import { thumbnailUrlFor } from "@/features/videos";
import { env } from "@/lib/config/env";
import { getDb, type DbOrTx, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { fullName, invoiceCourses, invoices, invoiceVideos, users, videos, type InvoiceParty, type InvoiceRow } from "@/lib/db/schema";
import { transition } from "@/lib/db/transition";
import { ConflictError, InvalidError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { Actor } from "@/lib/session/actor-type";
import { site } from "@/lib/site";
import { parseInput, parseUpdate, sameValue } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { auditInvoice } from "../audit";
import {
  DEFAULT_DUE_DAYS,
  DEFAULT_TAX_RATE,
  MAX_DUE_DAYS,
  MESSAGES,
  discountAboveMax,
  invoiceListQuerySchema,
  readDiscount,
  readInvoiceBody,
  type CourseInput,
  type DisplayStatus,
  type InvoiceInput,
  type InvoiceListQuery,
  type InvoiceSort,
} from "../schema";
import { invoiceTotals, maxDiscountMinor } from "../totals";
import { enqueueInvoiceMail } from "./documents";
import { CHANGED_SINCE_SEEN, displayStatus, loadInvoiceFor, loadRecords, NOT_FOUND, readerScope } from "./records";
import { allocateInvoiceNumber } from "./numbering";
import { serializeInvoice, toMajor, type ApiInvoice } from "./serialize";

/**
 * Instructors' invoices (features/invoices/README.md): an instructor bills the foundation for
 * their approved videos, grouped into courses; the server computes every amount from the rate the
 * video settings held when the invoice was made. The instructor sees, edits and deletes only their
 * own (edits and deletes only while pending); staff see every one (server/decisions.ts decides).
 * Ownership comes from the stored record; another instructor's invoice is "not found".
 */

const NO_PRICE = "The foundation has not set a price per video yet, so an invoice cannot be made. Please try again once it has been set.";
const NOT_YOURS = "Please choose videos from your own approved videos";
const VIDEO_TAKEN = "One of these videos is already on another invoice. Please refresh the list and choose again.";

// ── Dates ──

const DAY_MS = 24 * 3600_000;
/** The UTC calendar date `days` from now: YYYY-MM-DD. */
export const utcDate = (days = 0, now = Date.now()) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A due date must be today or later, and within a year. "Today" is the earliest calendar date
 * anywhere on Earth (UTC−12): an instructor whose evening is already tomorrow in UTC can still
 * choose their today.
 */
function checkDueDate(dueDate: string): void {
  const earliest = new Date(Date.now() - 12 * 3600_000).toISOString().slice(0, 10);
  if (dueDate < earliest) throw new InvalidError("The due date cannot be in the past", { dueDate: "The due date cannot be in the past" });
  if (dueDate > utcDate(MAX_DUE_DAYS)) {
    throw new InvalidError("The due date must be within a year", { dueDate: "The due date must be within a year" });
  }
}

// ── Reading ──

/** GET invoice/getSingleInvoices/{id}: the owner's or, for staff, any invoice; 404 otherwise. */
export async function getInvoice(actor: Actor | null, id: string): Promise<ApiInvoice> {
  return serializeInvoice(await loadInvoiceFor(actor, id));
}

export type InvoicePage = {
  items: ApiInvoice[];
  total: number;
  page: number;
  limit: number;
  sort: InvoiceSort;
  order: "asc" | "desc";
  /** The statuses listed; undefined: every one. */
  status: DisplayStatus[] | undefined;
};

/** The list's order for a sort, the id last so that it is total. */
function orderOf(sort: InvoiceSort, order: "asc" | "desc"): SQL[] {
  const dir = order === "asc" ? asc : desc;
  const columns: Record<InvoiceSort, SQL[]> = {
    date: [sql`${invoices.issuedAt}`],
    dueDate: [sql`${invoices.dueDate}`],
    // The year, then the number within it (after 9999 a number grows a digit: INV-202610000 follows INV-20269999).
    number: [sql`substring(${invoices.number} from 5 for 4)`, sql`length(${invoices.number})`, sql`${invoices.number}`],
    // The grand total; amounts of different currencies are not compared, so by currency first.
    amount: [sql`${invoices.currency}`, sql`${invoices.grandTotalMinor}`],
    // As shown: approved, overdue, paid, pending, rejected.
    status: [displayStatus],
  };
  return [...columns[sort].map((c) => dir(c)), dir(invoices.id)];
}

/**
 * GET invoice/getInvoices, the Invoices tab and Invoice Approval: an instructor's own invoices,
 * staff's every instructor's; optionally only some statuses as shown ("overdue", "approved" for
 * those not overdue, or both: every approved invoice not paid yet). Sorted by date, due date,
 * number, amount or status, ascending or descending (default: newest first), and paged, all in
 * SQL, with the total count.
 */
export async function listInvoices(actor: Actor | null, query: InvoiceListQuery = {}): Promise<InvoicePage> {
  const { where: scope } = readerScope(actor);
  const { page, limit, sort, order, status } = parseInput(invoiceListQuerySchema, query ?? {});
  const where = and(scope, status ? inArray(displayStatus, status) : undefined);
  const db = await getDb();
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(where)
      .orderBy(...orderOf(sort, order))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  const records = await loadRecords(
    db,
    ids.map((r) => r.id),
  );
  return { items: records.map(serializeInvoice), total: counted?.n ?? 0, page, limit, sort, order, status };
}

/** The Invoice Approval tab's badge: how many invoices wait for a decision. */
export async function countPendingInvoices(actor: Actor | null): Promise<number> {
  assertCan(actor, "invoice.review");
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.status, "pending"));
  return row?.n ?? 0;
}

// ── The videos an invoice may bill ──

/** A video on no invoice that is not rejected (but `except`, the invoice being edited). */
const notOnAnotherLiveInvoice = (db: DbOrTx, except?: string) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(invoiceVideos)
      .where(
        and(
          eq(invoiceVideos.videoId, videos.id),
          ne(invoiceVideos.invoiceStatus, "rejected"),
          except ? ne(invoiceVideos.invoiceId, except) : undefined,
        ),
      ),
  );

/** The instructor's own approved videos, not deleted, not priced. */
const billableBy = (instructorId: string) =>
  and(eq(videos.uploadedBy, instructorId), eq(videos.status, "approved"), eq(videos.isPriced, false), isNull(videos.deletedAt));

export type SelectableVideo = {
  _id: string;
  id: string;
  title: string;
  courseContent: string;
  durationSeconds: number;
  thumbnailUrl: string | null;
  createdAt: string;
};

/**
 * GET invoice/selectableVideos, the Create (and Edit) form's list: the instructor's approved
 * videos that are not priced and on no live invoice (with `invoiceId`, also those of that pending
 * invoice of theirs, for its Edit form), newest first; with what the form shows beside them: the
 * currency and price per video a new invoice would copy, the default tax rate and due date.
 */
export async function selectableVideos(actor: Actor | null, options: { invoiceId?: string | null } = {}) {
  assertCan(actor, "invoice.manageOwn");
  const db = await getDb();
  let except: string | undefined;
  let rate: { currency: string; ratePerVideoMinor: number };
  if (options.invoiceId) {
    const record = await loadInvoiceFor(actor, options.invoiceId, db);
    except = record.row.id;
    rate = { currency: record.row.currency, ratePerVideoMinor: record.row.ratePerVideoMinor };
  } else {
    const settings = await getVideoSettings(db);
    rate = { currency: settings.currency, ratePerVideoMinor: settings.pricePerVideoMinor };
  }
  const rows = await db
    .select()
    .from(videos)
    .where(and(billableBy(actor.id), notOnAnotherLiveInvoice(db, except)))
    .orderBy(desc(videos.createdAt), desc(videos.id));
  const list: SelectableVideo[] = await Promise.all(
    rows.map(async (v) => ({
      _id: v.id,
      id: v.id,
      title: v.courseName,
      courseContent: v.courseContent,
      durationSeconds: v.durationSeconds,
      thumbnailUrl: await thumbnailUrlFor(v),
      createdAt: v.createdAt.toISOString(),
    })),
  );
  return {
    videos: list,
    currency: rate.currency,
    ratePerVideo: toMajor(rate.ratePerVideoMinor, rate.currency),
    ratePerVideoMinor: rate.ratePerVideoMinor,
    taxRate: DEFAULT_TAX_RATE,
    dueDate: utcDate(DEFAULT_DUE_DAYS),
  };
}

/**
 * Locks the videos an invoice is to bill (in id order, so two invoices never wait on each other
 * in a circle) and checks each is the instructor's, approved, not deleted, not priced and on no
 * other live invoice (`except`: the invoice being edited). Answers their titles by id.
 */
async function lockBillableVideos(tx: Tx, instructorId: string, ids: string[], except?: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({
      id: videos.id,
      title: videos.courseName,
      uploadedBy: videos.uploadedBy,
      status: videos.status,
      isPriced: videos.isPriced,
      deletedAt: videos.deletedAt,
    })
    .from(videos)
    .where(inArray(videos.id, ids))
    .orderBy(asc(videos.id))
    .for("update");
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const video = found.get(id);
    if (!video || video.uploadedBy !== instructorId || video.deletedAt) throw new InvalidError(NOT_YOURS, { courses: NOT_YOURS });
    if (video.status !== "approved") {
      const message = `"${video.title}" is not approved yet: only approved videos can be invoiced`;
      throw new InvalidError(message, { courses: message });
    }
    if (video.isPriced) {
      const message = `"${video.title}" is already priced, so it cannot be invoiced again`;
      throw new InvalidError(message, { courses: message });
    }
  }
  const taken = await tx
    .select({ title: videos.courseName, number: invoices.number })
    .from(invoiceVideos)
    .innerJoin(invoices, eq(invoices.id, invoiceVideos.invoiceId))
    .innerJoin(videos, eq(videos.id, invoiceVideos.videoId))
    .where(
      and(
        inArray(invoiceVideos.videoId, ids),
        ne(invoiceVideos.invoiceStatus, "rejected"),
        except ? ne(invoiceVideos.invoiceId, except) : undefined,
      ),
    )
    .limit(1);
  if (taken[0]) throw new ConflictError(`"${taken[0].title}" is already on invoice ${taken[0].number}`);
  return new Map(rows.map((r) => [r.id, r.title]));
}

// ── Writing ──

/** The instructor as the invoice names them, from their account now. */
async function instructorDetailsOf(tx: Tx, instructorId: string): Promise<InvoiceParty> {
  const [row] = await tx
    .select({ name: fullName, email: users.email, phone: users.phone, address: users.address })
    .from(users)
    .where(eq(users.id, instructorId));
  if (!row) throw new NotFoundError("Your account was not found");
  return { name: row.name, email: row.email, phone: row.phone || null, address: row.address || null };
}

/** The foundation, as lib/site/index.ts names it for invoices, with the postal address from configuration (FOUNDATION_ADDRESS). */
const companyDetails = (): InvoiceParty => {
  const { companyName, email, phone } = site.invoicing;
  const address = env().foundation.address?.replace(/\s*;\s*/g, ", ") ?? null;
  return { name: companyName, email, phone, address };
};

/** A discount as typed ("12.50") in the currency's minor units; 422 with more decimals than the currency has. */
function discountMinorOf(discount: string, currency: string): number {
  const read = readDiscount(discount, currency);
  if (!read.ok) throw new InvalidError(read.message, { discount: read.message });
  return read.minor;
}

/** What an invoice's amounts and lines are made of; the totals are computed from them, nothing else. */
export type Content = {
  courses: CourseInput[];
  taxRateBasisPoints: number;
  discountMinor: number;
  ratePerVideoMinor: number;
  currency: string;
};

/** The amounts of an invoice whose courses have these many videos; a discount above subtotal + tax is 422. */
function totalsOf({ currency, ...amounts }: Omit<Content, "courses"> & { courseVideoCounts: number[] }) {
  const totals = invoiceTotals(amounts);
  const max = maxDiscountMinor(totals);
  if (totals.discountMinor > max) {
    const message = discountAboveMax(max, currency);
    throw new InvalidError(message, { discount: message });
  }
  return totals;
}

/** Writes an invoice's courses and videos (after any old ones were deleted); a video on another live invoice meanwhile is 409. */
async function writeLines(tx: Tx, invoice: InvoiceRow, courses: CourseInput[], titles: Map<string, string>): Promise<void> {
  const made = await tx
    .insert(invoiceCourses)
    .values(courses.map((c, position) => ({ invoiceId: invoice.id, position, title: c.title })))
    .returning({ id: invoiceCourses.id, position: invoiceCourses.position });
  const courseIds = new Map(made.map((c) => [c.position, c.id]));
  let position = 0;
  const lines = courses.flatMap((c, i) =>
    c.videoIds.map((videoId) => ({
      invoiceId: invoice.id,
      invoiceStatus: invoice.status,
      courseId: courseIds.get(i)!,
      position: position++,
      videoId,
      videoTitle: titles.get(videoId)!,
    })),
  );
  await tx.insert(invoiceVideos).values(lines);
}

/** Runs `work`; a second live invoice for one of its videos (the database's partial unique index, when two requests raced) is 409. */
async function guardVideos<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "invoice_videos_one_live_invoice_key")) throw new ConflictError(VIDEO_TAKEN);
    throw error;
  }
}

/**
 * Writes a new invoice and its lines (the caller has locked and checked its videos, whose titles
 * are `titles`): the next number of its year, the amounts computed from `content`, the
 * instructor's and the foundation's details and the bank details as they are now. For
 * createInvoice and the demo seed.
 */
export async function insertInvoice(
  tx: Tx,
  input: {
    instructorId: string;
    issuedAt: Date;
    dueDate: string;
    clientEmail: string;
    notes: string | null;
    content: Content;
    titles: Map<string, string>;
  },
): Promise<InvoiceRow> {
  const { instructorId, issuedAt, content } = input;
  const totals = totalsOf({ ...content, courseVideoCounts: content.courses.map((c) => c.videoIds.length) });
  const [row] = await tx
    .insert(invoices)
    .values({
      number: await allocateInvoiceNumber(tx, issuedAt.getUTCFullYear()),
      instructorId,
      issuedAt,
      dueDate: input.dueDate,
      clientEmail: input.clientEmail,
      notes: input.notes,
      currency: content.currency,
      ratePerVideoMinor: content.ratePerVideoMinor,
      subtotalMinor: totals.subtotalMinor,
      taxRateBasisPoints: content.taxRateBasisPoints,
      taxMinor: totals.taxMinor,
      discountMinor: totals.discountMinor,
      grandTotalMinor: totals.grandTotalMinor,
      instructorDetails: await instructorDetailsOf(tx, instructorId),
      companyDetails: companyDetails(),
      paymentDetails: await paymentDetailsFor(instructorId, tx),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  await writeLines(tx, row, content.courses, input.titles);
  return row;
}

/** The courses' video ids, each once. */
const allVideoIds = (courses: CourseInput[]) => courses.flatMap((c) => c.videoIds);

/**
 * POST invoice/create-invoice: an instructor bills their approved videos, grouped into named
 * courses (our body `{courses, taxRate, discount, dueDate, email, notes}`, or the spec's client's
 * with `services` and `videoIds`; totals, details, rates and a "pending" status it sends are
 * ignored). In one transaction: the videos are locked and checked, the invoice takes the rate the
 * video settings hold now and the next number of the year, the server computes every amount,
 * the lines are written (the database refuses a video on two live invoices), and the audit row
 * and the instructor's mail with the PDF are queued. Defaults: tax 10 %, no discount, due in 30 days.
 */
export async function createInvoice(actor: Actor | null, input: unknown): Promise<ApiInvoice> {
  assertCan(actor, "invoice.manageOwn");
  const body = readInvoiceBody(input, (schema, value) => parseInput(schema, value));
  if (!body.courses) throw new InvalidError(MESSAGES.noCourses, { courses: MESSAGES.noCourses });
  if (!body.email)
    throw new InvalidError("Please enter the client's e-mail address", { email: "Please enter the client's e-mail address" });
  const dueDate = body.dueDate ?? utcDate(DEFAULT_DUE_DAYS);
  checkDueDate(dueDate);
  const { courses, email } = body;
  const issuedAt = new Date();
  const db = await getDb();
  const id = await guardVideos(() =>
    db.transaction(async (tx) => {
      // The price the settings hold now, read in this transaction: the invoice keeps it whatever they say later.
      const { currency, pricePerVideoMinor: ratePerVideoMinor } = await getVideoSettings(tx);
      if (ratePerVideoMinor <= 0) throw new ConflictError(NO_PRICE);
      const content: Content = {
        courses,
        taxRateBasisPoints: body.taxRateBasisPoints ?? DEFAULT_TAX_RATE * 100,
        discountMinor: discountMinorOf(body.discount ?? "0", currency),
        ratePerVideoMinor,
        currency,
      };
      // A discount above subtotal + tax is refused before any video is locked.
      totalsOf({ ...content, courseVideoCounts: courses.map((c) => c.videoIds.length) });
      const titles = await lockBillableVideos(tx, actor.id, allVideoIds(courses));
      const row = await insertInvoice(tx, {
        instructorId: actor.id,
        issuedAt,
        dueDate,
        clientEmail: email,
        notes: body.notes || null,
        content,
        titles,
      });
      await auditInvoice(tx, actor, "invoice.create", row.id, {
        number: row.number,
        currency,
        grandTotalMinor: row.grandTotalMinor,
        videos: allVideoIds(courses).length,
      });
      await enqueueInvoiceMail(tx, row.id, "created");
      return row.id;
    }),
  );
  return serializeInvoice(await loadInvoiceFor(actor, id));
}

/** Whether two invoices' courses are the same titles with the same videos in the same order. */
const sameCourses = (a: CourseInput[], b: CourseInput[]) =>
  a.length === b.length && a.every((c, i) => c.title === b[i]!.title && c.videoIds.join() === b[i]!.videoIds.join());

/**
 * PUT invoice/updateInvoices/{id}: the owner changes a pending invoice (any of the create body's
 * fields; left out: kept; an invoice we answered with may be sent back whole, its read-only
 * fields unchanged). The amounts are computed again at the invoice's own rate and currency (a
 * later change of the video settings never reaches it), its videos checked again, and the
 * instructor's and foundation's details and the bank details refreshed. One conditional update
 * (pending only, the owner's, and with `updatedAt` the version edited): 409 once staff decided
 * or it changed since; 404 for anyone else's. A body that changes nothing writes nothing.
 */
export async function updateInvoice(actor: Actor | null, id: string, input: unknown): Promise<ApiInvoice> {
  assertCan(actor, "invoice.manageOwn");
  const current = await loadInvoiceFor(actor, id);
  const ours = serializeInvoice(current);
  const body: InvoiceInput = readInvoiceBody(input, (schema, value) => parseUpdate(schema, value, ours));
  const { row } = current;
  if (body.dueDate !== undefined && body.dueDate !== row.dueDate) checkDueDate(body.dueDate);
  const currentCourses = current.courses.map((c) => ({
    title: c.title,
    videoIds: c.videos.flatMap((v) => (v.videoId ? [v.videoId] : [])),
  }));
  // Without new courses the lines stay as they are (a video purged since still counts: it was billed).
  const courses = body.courses && !sameCourses(body.courses, currentCourses) ? body.courses : null;
  const taxRateBasisPoints = body.taxRateBasisPoints ?? row.taxRateBasisPoints;
  const totals = totalsOf({
    courseVideoCounts: courses ? courses.map((c) => c.videoIds.length) : current.courses.map((c) => c.videos.length),
    taxRateBasisPoints,
    discountMinor: body.discount !== undefined ? discountMinorOf(body.discount, row.currency) : row.discountMinor,
    ratePerVideoMinor: row.ratePerVideoMinor,
    currency: row.currency,
  });
  const db = await getDb();
  await guardVideos(() =>
    db.transaction(async (tx) => {
      const details = {
        instructorDetails: await instructorDetailsOf(tx, actor.id),
        companyDetails: companyDetails(),
        paymentDetails: await paymentDetailsFor(actor.id, tx),
      };
      const changes = {
        dueDate: body.dueDate ?? row.dueDate,
        clientEmail: body.email ?? row.clientEmail,
        notes: body.notes !== undefined ? body.notes || null : row.notes,
        taxRateBasisPoints,
        discountMinor: totals.discountMinor,
        ...details,
      };
      const unchanged = !courses && (Object.keys(changes) as (keyof typeof changes)[]).every((key) => sameValue(changes[key], row[key]));
      if (unchanged && row.status === "pending") return;
      // The invoice's row first, then its videos: the order approving takes them in, so the two never wait on each other.
      const { row: updated } = await transition(tx, invoices, {
        id: row.id,
        from: ["pending"],
        where: eq(invoices.instructorId, actor.id),
        set: {
          ...changes,
          subtotalMinor: totals.subtotalMinor,
          taxMinor: totals.taxMinor,
          grandTotalMinor: totals.grandTotalMinor,
          updatedAt: new Date(),
        },
        conflict: (c) => `This invoice has already been ${c.status}, so it can no longer be edited`,
        notFound: NOT_FOUND,
        ...(body.updatedAt ? { seen: { updatedAt: body.updatedAt, changed: CHANGED_SINCE_SEEN } } : {}),
      });
      if (courses) {
        const titles = await lockBillableVideos(tx, actor.id, allVideoIds(courses), row.id);
        await tx.delete(invoiceCourses).where(eq(invoiceCourses.invoiceId, row.id));
        await writeLines(tx, updated, courses, titles);
      }
      await auditInvoice(tx, actor, "invoice.update", row.id, {
        number: row.number,
        grandTotalMinor: { from: row.grandTotalMinor, to: updated.grandTotalMinor },
        ...(courses ? { videos: allVideoIds(courses).length } : {}),
      });
    }),
  );
  return serializeInvoice(await loadInvoiceFor(actor, id));
}

/**
 * DELETE invoice/deleteInvoices/{id}: the owner deletes a pending invoice, with its lines (its
 * videos are free again), in one conditional delete; 409 once staff decided, 404 for anyone
 * else's. Audited.
 */
export async function deleteInvoice(actor: Actor | null, id: string): Promise<{ message: string }> {
  assertCan(actor, "invoice.manageOwn");
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.instructorId, actor.id), eq(invoices.status, "pending")))
      .returning();
    if (row) {
      await auditInvoice(tx, actor, "invoice.delete", row.id, {
        number: row.number,
        currency: row.currency,
        grandTotalMinor: row.grandTotalMinor,
      });
    }
    return row;
  });
  if (deleted) return { message: "Invoice deleted successfully" };
  const { row } = await loadInvoiceFor(actor, id);
  throw new ConflictError(`This invoice has already been ${row.status}, so it can no longer be deleted`);
}
