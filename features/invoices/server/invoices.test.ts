import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bankAccounts, invoiceNumberCounters, invoices, invoiceVideos, outbox, videoSettings, videos } from "@/lib/db/schema";
import { getVideoSettings } from "@/features/video-settings";
import { rowsOf } from "@/lib/db/rows";
import { env } from "@/lib/config/env";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { pdfText } from "@/test/pdf-text";
import { insertBankAccount } from "@/test/bank-accounts";
import { actorFor, auditsOf, countRows, createUser, getDb } from "@/test/db";
import { instructorWithVideos, invoiceBody, invoiceOf, staffActor, storedInvoice } from "@/test/invoices";
import { setUpMemoryStorage } from "@/test/storage";
import { createVideo } from "@/test/videos";
import { MESSAGES } from "../schema";
import { invoicePdf } from "./documents";
import { createInvoice, deleteInvoice, getInvoice, listInvoices, selectableVideos, updateInvoice, utcDate } from "./invoices";

setUpMemoryStorage();

/** The error a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a failure");
}

const year = new Date().getUTCFullYear();

/** Sets the video settings' currency and price per video (minor units), as an admin's save would. */
async function setPrice(currency: string, pricePerVideoMinor: number) {
  const db = await getDb();
  await getVideoSettings(db);
  await db.update(videoSettings).set({ currency, pricePerVideoMinor });
}

describe("createInvoice", () => {
  it("bills the foundation at its configured postal address (FOUNDATION_ADDRESS), copied onto the invoice when it is made", async () => {
    const config = env();
    const before = config.foundation;
    config.foundation = { ...before, address: "12 River Road; Springfield SP1 2AB" };
    try {
      const {
        actor,
        videos: [a],
      } = await instructorWithVideos(1);
      const invoice = await createInvoice(actor, invoiceBody([[a!]]));
      expect(invoice.companyDetails).toMatchObject({ name: "Mindful Minds Foundation", address: "12 River Road, Springfield SP1 2AB" });
    } finally {
      config.foundation = before;
    }
  });

  it("computes every amount on the server from the settings' rate, numbers it, snapshots the people, and queues the audit row and the mail", async () => {
    const {
      row,
      actor,
      videos: [a, b, c],
    } = await instructorWithVideos(3, { name: "Maya", lastName: "Iyer" });
    const invoice = await createInvoice(actor, invoiceBody([[a!, b!], [c!]], { taxRate: 12.5, discount: "2.50", dueDate: utcDate(10) }));
    expect(invoice).toMatchObject({
      invoiceNumber: `INV-${year}1000`,
      status: "pending",
      isOverdue: false,
      instructor: row.id,
      email: "accounts@client.example",
      dueDate: utcDate(10),
      currency: "USD",
      videoIds: [a!.id, b!.id, c!.id],
      services: [
        {
          title: "Course 1",
          duration: "2 videos",
          videoCount: 2,
          ratePerVideo: 10,
          ratePerVideoMinor: 1000,
          totalAmount: 20,
          totalAmountMinor: 2000,
          videoIds: [a!.id, b!.id],
        },
        { title: "Course 2", duration: "1 video", videoCount: 1, totalAmount: 10, totalAmountMinor: 1000, videoIds: [c!.id] },
      ],
      subTotal: 30,
      subTotalMinor: 3000,
      taxRate: 12.5,
      taxAmount: 3.75,
      taxAmountMinor: 375,
      discount: 2.5,
      discountMinor: 250,
      grandTotal: 31.25,
      grandTotalMinor: 3125,
      instructorDetails: { name: "Maya Iyer", email: row.email, phone: "+91 98765 43210", address: "12 Lake Road, Pune" },
      companyDetails: { name: "Mindful Minds Foundation", email: "hello@mindfulminds.example", phone: "N/A", address: "N/A" },
      paymentDetails: { method: "N/A", bankName: "N/A", accountHolder: "N/A", accountNumber: "N/A", ifscCode: "N/A", branchName: "N/A" },
      pdfUrl: `/api/v1/invoice/invoice/${invoice.id}/pdf`,
      rejectionReason: null,
    });
    expect(new Date(invoice.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const audits = await auditsOf(invoice.id);
    expect(audits.map((r) => [r.action, r.actorId])).toEqual([["invoice.create", row.id]]);
    const db = await getDb();
    const queued = await db.select().from(outbox);
    expect(queued.map((r) => [r.kind, r.payload])).toEqual([["invoices.mail", { invoiceId: invoice.id, event: "created" }]]);
  });

  it("copies the settings' currency and price when made; a later change of the settings leaves it as it is", async () => {
    const {
      actor,
      videos: [a, b],
    } = await instructorWithVideos(2);
    await setPrice("INR", 25_050);
    const invoice = await createInvoice(actor, invoiceBody([[a!]], { discount: "50.5" }));
    expect(invoice).toMatchObject({
      currency: "INR",
      ratePerVideo: 250.5,
      ratePerVideoMinor: 25_050,
      discountMinor: 5050,
      grandTotalMinor: 22_505,
    });
    await setPrice("USD", 100);
    expect(await getInvoice(actor, invoice.id)).toMatchObject({ currency: "INR", ratePerVideoMinor: 25_050, grandTotalMinor: 22_505 });
    expect((await createInvoice(actor, invoiceBody([[b!]]))).ratePerVideoMinor).toBe(100);
  });

  it("writes yen without decimals: a discount with a fraction of a yen is refused", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    await setPrice("JPY", 1500);
    const error = await failure(createInvoice(actor, invoiceBody([[a!]], { discount: "0.5" })));
    expect((error as InvalidError).fields).toEqual({ discount: "The discount must be a whole amount of JPY" });
    const invoice = await createInvoice(actor, invoiceBody([[a!]], { discount: 50 }));
    expect(invoice).toMatchObject({
      ratePerVideo: 1500,
      subTotal: 1500,
      taxAmount: 150,
      discount: 50,
      grandTotal: 1600,
      grandTotalMinor: 1600,
    });
    const refused = await failure(createInvoice(actor, invoiceBody([[a!]], { discount: 2000 })));
    expect(refused.message).toBe("The discount cannot be more than the subtotal plus tax (¥1,650)");
  });

  it("is refused while no price per video is set (409), and makes nothing", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    await setPrice("USD", 0);
    const error = await failure(createInvoice(actor, invoiceBody([[a!]])));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toContain("has not set a price per video yet");
    expect(await countRows(invoices)).toBe(0);
  });

  it("takes the instructor's bank details with the number masked: the whole number is in no answer, row or PDF", async () => {
    const {
      row,
      actor,
      videos: [a, b],
    } = await instructorWithVideos(2);
    await insertBankAccount(row.id, "987654321098");
    const invoice = await createInvoice(actor, invoiceBody([[a!]]));
    expect(invoice.paymentDetails).toEqual({
      method: "Bank transfer",
      bankName: "HDFC Bank",
      accountHolder: "Maya Instructor",
      accountNumber: "XXXXXX1098",
      ifscCode: "HDFC0001234",
      branchName: "Koramangala",
      upiId: null,
    });
    const db = await getDb();
    const [stored] = rowsOf<{ text: string }>(await db.execute(sql`SELECT t::text AS text FROM invoices t WHERE t.id = ${invoice.id}`));
    expect(stored!.text).toContain("XXXXXX1098");
    for (const text of [JSON.stringify(invoice), stored!.text, (await pdfText((await invoicePdf(actor, invoice.id)).pdf)).join("\n")]) {
      expect(text).not.toContain("987654321098");
    }
    // An edit takes the account as it is now; without one the invoice says N/A.
    await db.delete(bankAccounts).where(eq(bankAccounts.userId, row.id));
    const edited = await updateInvoice(actor, invoice.id, { courses: [{ title: "Course 1", videoIds: [a!.id, b!.id] }] });
    expect(edited.paymentDetails.accountNumber).toBe("N/A");
  });

  it("ignores every total, rate, detail and status 'pending' the spec's client sends, and splits its videoIds by each service's '{n} videos'", async () => {
    const {
      actor,
      videos: [a, b, c],
    } = await instructorWithVideos(3);
    const invoice = await createInvoice(actor, {
      dueDate: `${utcDate(30)}T00:00:00.000Z`,
      instructorDetails: { name: "Someone Else", email: "x@example.org", phone: "1", address: "nowhere" },
      companyDetails: { name: "LMS", email: "lms@example.org", phone: "2", address: "there" },
      services: [
        { title: "Breathing", duration: "2 videos", ratePerVideo: 999, totalAmount: 1998 },
        { title: "Body scan", duration: "1 videos", ratePerVideo: 999, totalAmount: 999 },
      ],
      subTotal: 2997,
      taxRate: 10,
      taxAmount: 0,
      discount: 0,
      grandTotal: 1,
      email: "Client@Example.org",
      paymentDetails: { method: "Bank Transfer", accountNumber: "123456789012" },
      status: "pending",
      notes: "Thank you",
      videoIds: [a!.id, b!.id, c!.id],
    });
    expect(invoice).toMatchObject({
      services: [
        { title: "Breathing", videoIds: [a!.id, b!.id], totalAmountMinor: 2000, ratePerVideo: 10 },
        { title: "Body scan", videoIds: [c!.id], totalAmountMinor: 1000 },
      ],
      subTotalMinor: 3000,
      taxAmountMinor: 300,
      grandTotalMinor: 3300,
      email: "client@example.org",
      notes: "Thank you",
      dueDate: utcDate(30),
      companyDetails: { name: "Mindful Minds Foundation" },
      paymentDetails: { accountNumber: "N/A" },
    });
    expect(invoice.instructorDetails.name).not.toBe("Someone Else");
  });

  it("puts the spec's client's videos in one course named after its first service when the counts do not add up", async () => {
    const {
      actor,
      videos: [a, b],
    } = await instructorWithVideos(2);
    const invoice = await createInvoice(actor, {
      services: [
        { title: "Morning practice", duration: "5 videos" },
        { title: "Evening", duration: "soon" },
      ],
      videoIds: [a!.id, b!.id],
      email: "client@example.org",
    });
    expect(invoice.services.map((s) => [s.title, s.videoIds])).toEqual([["Morning practice", [a!.id, b!.id]]]);
  });

  it("refuses a status other than pending, both ways of naming videos at once, and unknown fields", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    const approved = await failure(
      createInvoice(actor, {
        services: [{ title: "X", duration: "1 videos" }],
        videoIds: [a!.id],
        email: "c@example.org",
        status: "Approved",
      }),
    );
    expect(approved).toBeInstanceOf(InvalidError);
    expect(approved.message).toBe(MESSAGES.statusSet);
    const both = await failure(createInvoice(actor, { ...invoiceBody([[a!]]), videoIds: [a!.id] }));
    expect(both.message).toBe(MESSAGES.bothShapes);
    const unknown = await failure(createInvoice(actor, { ...invoiceBody([[a!]]), instructor: "someone" }));
    expect(unknown.message).toBe("Unexpected field: instructor");
    expect(await countRows(invoices)).toBe(0);
  });

  it("uses the defaults: tax 10 %, no discount, due 30 days ahead", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    const invoice = await createInvoice(actor, invoiceBody([[a!]]));
    expect(invoice).toMatchObject({ taxRate: 10, taxAmountMinor: 100, discountMinor: 0, grandTotalMinor: 1100, dueDate: utcDate(30) });
  });

  it("rounds the tax half up to a whole cent", async () => {
    const { actor, videos } = await instructorWithVideos(3);
    // 1000 × 0.05 % = 0.5 cent → 1; 1000 × 0.04 % = 0.4 cent → 0; 2000 × 12.34 % = 246.8 → 247.
    const half = await createInvoice(actor, invoiceBody([[videos[0]!]], { taxRate: 0.05 }));
    const below = await createInvoice(actor, invoiceBody([[videos[1]!]], { taxRate: "0.04" }));
    expect([half.taxAmountMinor, below.taxAmountMinor]).toEqual([1, 0]);
    const more = await instructorWithVideos(2);
    const odd = await createInvoice(more.actor, invoiceBody([more.videos], { taxRate: 12.34 }));
    expect([odd.subTotalMinor, odd.taxAmountMinor, odd.grandTotalMinor]).toEqual([2000, 247, 2247]);
  });

  it("refuses a discount above subtotal plus tax (the grand total never falls below zero), and takes one equal to it", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    const error = await failure(createInvoice(actor, invoiceBody([[a!]], { discount: 11.01 })));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("The discount cannot be more than the subtotal plus tax ($11.00)");
    const invoice = await createInvoice(actor, invoiceBody([[a!]], { discount: "11" }));
    expect([invoice.discountMinor, invoice.grandTotalMinor, invoice.grandTotal]).toEqual([1100, 0, 0]);
  });

  it("refuses bad tax rates, discounts and due dates with the field's message", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    for (const [over, field, message] of [
      [{ taxRate: -1 }, "taxRate", MESSAGES.taxRate],
      [{ taxRate: 100.01 }, "taxRate", MESSAGES.taxRate],
      [{ taxRate: 12.345 }, "taxRate", MESSAGES.taxRate],
      [{ taxRate: "ten" }, "taxRate", MESSAGES.taxRate],
      [{ discount: -5 }, "discount", MESSAGES.discount],
      [{ discount: "1e3" }, "discount", MESSAGES.discount],
      [{ discount: "1.005" }, "discount", "The discount can have at most 2 decimals"],
      [{ dueDate: "2026-02-30" }, "dueDate", MESSAGES.dueDate],
      [{ dueDate: utcDate(-2) }, "dueDate", "The due date cannot be in the past"],
      [{ dueDate: utcDate(400) }, "dueDate", "The due date must be within a year"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    ] as const) {
      const error = await failure(createInvoice(actor, invoiceBody([[a!]], over)));
      expect([field, error]).toEqual([field, expect.any(InvalidError)]);
      expect([field, (error as InvalidError).fields[field]]).toEqual([field, message]);
    }
    // 100 % and today are fine.
    await expect(createInvoice(actor, invoiceBody([[a!]], { taxRate: 100, dueDate: utcDate(0) }))).resolves.toMatchObject({
      taxAmountMinor: 1000,
    });
  });

  it("refuses courses without a name or videos, a video in two courses, and no courses", async () => {
    const {
      actor,
      videos: [a, b],
    } = await instructorWithVideos(2);
    const cases: [unknown, string][] = [
      [{ courses: [{ title: " ", videoIds: [a!.id] }], email: "c@example.org" }, MESSAGES.courseName],
      [{ courses: [{ title: "One", videoIds: [] }], email: "c@example.org" }, MESSAGES.courseVideos],
      [invoiceBody([[a!], [a!, b!]]), MESSAGES.oneCourse],
      [invoiceBody([[b!, b!]]), MESSAGES.oneCourse],
      [{ courses: [], email: "c@example.org" }, MESSAGES.noCourses],
      [{ email: "c@example.org" }, MESSAGES.noCourses],
    ];
    for (const [body, message] of cases) expect((await failure(createInvoice(actor, body))).message).toBe(message);
    expect(await countRows(invoices)).toBe(0);
  });

  it("bills only the instructor's own approved, unpriced videos that are on no live invoice", async () => {
    const {
      row,
      actor,
      videos: [mine],
    } = await instructorWithVideos(1);
    const other = await instructorWithVideos(1);
    const pending = await createVideo(row, { status: "pending" });
    const priced = await createVideo(row, { isPriced: true });
    const binned = await createVideo(row, { deletedAt: new Date() });
    expect((await failure(createInvoice(actor, invoiceBody([[other.videos[0]!]])))).message).toBe(
      "Please choose videos from your own approved videos",
    );
    expect((await failure(createInvoice(actor, invoiceBody([[binned]])))).message).toBe(
      "Please choose videos from your own approved videos",
    );
    expect((await failure(createInvoice(actor, invoiceBody([[pending]])))).message).toContain("is not approved yet");
    expect((await failure(createInvoice(actor, invoiceBody([[priced]])))).message).toContain("is already priced");
    const first = await createInvoice(actor, invoiceBody([[mine!]]));
    const again = await failure(createInvoice(actor, invoiceBody([[mine!]])));
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.message).toBe(`"${mine!.courseName}" is already on invoice ${first.invoiceNumber}`);
    expect(await countRows(invoices)).toBe(1);
  });

  it("lets a video of a rejected invoice be billed again", async () => {
    const {
      row,
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    await invoiceOf(row, "rejected", { videos: [a!] });
    await expect(createInvoice(actor, invoiceBody([[a!]]))).resolves.toMatchObject({ videoIds: [a!.id] });
  });

  it("is the database's rule too: a second live line for a video is refused however it is written", async () => {
    const {
      row,
      videos: [a],
    } = await instructorWithVideos(1);
    const first = await invoiceOf(row, "pending", { videos: [a!] });
    const second = await invoiceOf(row, "rejected", { videos: [await createVideo(row)] });
    const db = await getDb();
    // Putting the rejected invoice back to pending while it bills the same video breaks the partial unique index.
    const [line] = await db.select().from(invoiceVideos).where(eq(invoiceVideos.invoiceId, second.id));
    await db.update(invoiceVideos).set({ videoId: a!.id }).where(eq(invoiceVideos.id, line!.id));
    await expect(db.update(invoices).set({ status: "pending", decidedAt: null }).where(eq(invoices.id, second.id))).rejects.toThrow();
    // The lines follow their invoice's status (ON UPDATE CASCADE).
    await db.update(invoices).set({ status: "approved", decidedAt: new Date() }).where(eq(invoices.id, first.id));
    const statuses = await db
      .select({ status: invoiceVideos.invoiceStatus })
      .from(invoiceVideos)
      .where(eq(invoiceVideos.invoiceId, first.id));
    expect(statuses).toEqual([{ status: "approved" }]);
  });

  it("is for approved instructors only", async () => {
    const {
      videos: [a],
    } = await instructorWithVideos(1);
    const body = invoiceBody([[a!]]);
    await expect(createInvoice(null, body)).rejects.toBeInstanceOf(UnauthorizedError);
    for (const spec of [{ role: "instructor", status: "pending" }, { role: "user" }, { role: "admin" }] as const) {
      await expect(createInvoice(actorFor(await createUser(spec)), body)).rejects.toBeInstanceOf(ForbiddenError);
    }
  });

  it("goes on past INV-{year}9999 with more digits", async () => {
    const db = await getDb();
    await db.insert(invoiceNumberCounters).values({ year, lastNumber: 9998 });
    const { actor, videos } = await instructorWithVideos(3);
    const numbers = [];
    for (const v of videos) numbers.push((await createInvoice(actor, invoiceBody([[v]]))).invoiceNumber);
    expect(numbers).toEqual([`INV-${year}9999`, `INV-${year}10000`, `INV-${year}10001`]);
  });
});

describe("listInvoices", () => {
  it("gives an instructor their own invoices only, newest first, five a page with the total; staff every instructor's", async () => {
    const maya = await instructorWithVideos(0);
    const other = await instructorWithVideos(0);
    const mine = [];
    for (let i = 0; i < 7; i++) mine.push(await invoiceOf(maya.row));
    const theirs = await invoiceOf(other.row);
    const page = await listInvoices(maya.actor);
    expect(page).toMatchObject({ total: 7, page: 1, limit: 5, sort: "date", order: "desc" });
    expect(page.items.map((i) => i.invoiceNumber)).toEqual(
      mine
        .slice(2)
        .reverse()
        .map((i) => i.invoiceNumber),
    );
    const second = await listInvoices(maya.actor, { page: "2" });
    expect(second.items.map((i) => i.id)).toEqual([mine[1]!.id, mine[0]!.id]);

    const admin = await staffActor();
    const all = await listInvoices(admin, { limit: 10 });
    expect(all.total).toBe(8);
    expect(all.items[0]!.id).toBe(theirs.id);
    const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["content"] }));
    await expect(listInvoices(limited)).rejects.toBeInstanceOf(ForbiddenError);
    const allowed = actorFor(await createUser({ role: "admin", allowedTabs: ["invoice-approvals"] }));
    expect((await listInvoices(allowed)).total).toBe(8);
  });

  it("computes overdue in SQL: approved and due before today; filters and sorts by the status shown", async () => {
    const { row } = await instructorWithVideos(0);
    const pending = await invoiceOf(row);
    const approved = await invoiceOf(row, "approved");
    const overdue = await invoiceOf(row, "approved", { over: { dueDate: utcDate(-1) } });
    const paid = await invoiceOf(row, "paid", { over: { dueDate: utcDate(-5) } });
    const rejected = await invoiceOf(row, "rejected", { over: { rejectionReason: "Wrong rate" } });
    const admin = await staffActor();
    const byStatus = async (status: string) => (await listInvoices(admin, { status })).items.map((i) => i.id);
    expect(await byStatus("overdue")).toEqual([overdue.id]);
    expect(await byStatus("approved")).toEqual([approved.id]);
    expect(await byStatus("pending")).toEqual([pending.id]);
    expect(await byStatus("paid")).toEqual([paid.id]);
    expect(await byStatus("rejected")).toEqual([rejected.id]);
    // Every approved invoice not paid yet, as the staff's Mark as paid list asks.
    const unpaid = await listInvoices(admin, { status: ["approved", "overdue"], sort: "dueDate", order: "asc" });
    expect([unpaid.total, unpaid.items.map((i) => i.id), unpaid.status]).toEqual([2, [overdue.id, approved.id], ["approved", "overdue"]]);
    expect(await byStatus("overdue,approved")).toEqual([overdue.id, approved.id]);
    const overdueOne = await getInvoice(admin, overdue.id);
    expect([overdueOne.status, overdueOne.isOverdue]).toEqual(["overdue", true]);
    const sorted = await listInvoices(admin, { sort: "status", order: "asc", limit: 10 });
    expect(sorted.items.map((i) => i.status)).toEqual(["approved", "overdue", "paid", "pending", "rejected"]);
  });

  it("sorts by date, due date, number and amount, either way, and takes the earlier reading's names", async () => {
    const { row, actor, videos } = await instructorWithVideos(3);
    const db = await getDb();
    await db.insert(invoiceNumberCounters).values({ year, lastNumber: 9998 });
    // Numbers 9999, 10000, 10001 (the last a digit longer); amounts 1, 3, 2 videos; due dates 20, 10, 15 days ahead.
    const a = await createInvoice(actor, invoiceBody([[videos[0]!]], { dueDate: utcDate(20) }));
    const b = await createInvoice(actor, invoiceBody([[videos[1]!, videos[2]!, await createVideo(row)]], { dueDate: utcDate(10) }));
    const c = await createInvoice(actor, invoiceBody([[await createVideo(row), await createVideo(row)]], { dueDate: utcDate(15) }));
    const ids = async (query: Record<string, string>) => (await listInvoices(actor, query)).items.map((i) => i.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ sort: "date", order: "asc" })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ sort: "dueDate", order: "asc" })).toEqual([b.id, c.id, a.id]);
    expect(await ids({ sort: "number", order: "desc" })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ sortBy: "invoiceNumber", sortOrder: "asc" })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ sort: "amount", order: "asc" })).toEqual([a.id, c.id, b.id]);
    expect(await ids({ sortBy: "grandTotal", order: "desc" })).toEqual([b.id, c.id, a.id]);
    // Unknown values fall back to the defaults.
    expect(await ids({ sort: "title", order: "sideways", status: "lost" })).toEqual([c.id, b.id, a.id]);
    const page = await listInvoices(actor, { limit: "2", page: "2" });
    expect([page.total, page.limit, page.items.map((i) => i.id)]).toEqual([3, 2, [a.id]]);
  });
});

describe("getInvoice", () => {
  it("answers the owner and staff; another instructor, an unknown or malformed id get 404", async () => {
    const { row, actor } = await instructorWithVideos(0);
    const invoice = await invoiceOf(row);
    expect((await getInvoice(actor, invoice.id)).id).toBe(invoice.id);
    expect((await getInvoice(await staffActor("superadmin"), invoice.id)).id).toBe(invoice.id);
    const other = await instructorWithVideos(0);
    for (const id of [invoice.id, "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001", "nope"]) {
      await expect(getInvoice(other.actor, id)).rejects.toBeInstanceOf(NotFoundError);
    }
  });
});

describe("updateInvoice", () => {
  it("recomputes everything at the invoice's own rate, releasing the videos it drops and taking the ones it adds; tampered totals ignored; audited", async () => {
    const {
      actor,
      videos: [a, b, c],
    } = await instructorWithVideos(3);
    await setPrice("USD", 1500);
    const invoice = await createInvoice(actor, invoiceBody([[a!, b!]]));
    // The rate the invoice was made at is kept, whatever the settings say now.
    await setPrice("EUR", 999);
    const updated = await updateInvoice(actor, invoice.id, {
      courses: [{ title: "Renamed", videoIds: [c!.id, a!.id] }],
      taxRate: 5,
      discount: 1,
      grandTotal: 0,
      subTotal: 1,
      email: "new@client.example",
      updatedAt: (await getInvoice(actor, invoice.id)).updatedAt,
    });
    expect(updated).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      currency: "USD",
      services: [{ title: "Renamed", videoIds: [c!.id, a!.id], ratePerVideoMinor: 1500, totalAmountMinor: 3000 }],
      subTotalMinor: 3000,
      taxRate: 5,
      taxAmountMinor: 150,
      discountMinor: 100,
      grandTotalMinor: 3050,
      email: "new@client.example",
    });
    const selectable = await selectableVideos(actor);
    expect(selectable.videos.map((v) => v.id)).toEqual([b!.id]);
    expect((await auditsOf(invoice.id)).map((r) => r.action)).toEqual(["invoice.create", "invoice.update"]);
  });

  it("takes back the whole invoice we answered, read-only fields unchanged; a changed one is refused", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    const invoice = await createInvoice(actor, invoiceBody([[a!]]));
    // As GET getSingleInvoices answered it: the document, and itself again under `data`.
    const same = await updateInvoice(actor, invoice.id, { ...invoice, data: invoice, notes: "Second thoughts" });
    expect(same).toMatchObject({ notes: "Second thoughts", grandTotalMinor: 1100, services: [{ videoIds: [a!.id] }] });
    const error = await failure(updateInvoice(actor, invoice.id, { ...same, invoiceNumber: "INV-20990001" }));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("Invoice number cannot be changed here");
  });

  it("keeps a line whose video was purged since, and its amount, when an edit leaves the courses as they are", async () => {
    const {
      actor,
      videos: [a, b],
    } = await instructorWithVideos(2);
    const invoice = await createInvoice(actor, invoiceBody([[a!, b!]]));
    const db = await getDb();
    await db.delete(videos).where(eq(videos.id, b!.id));
    const edited = await updateInvoice(actor, invoice.id, { ...(await getInvoice(actor, invoice.id)), notes: "Purged meanwhile" });
    expect(edited).toMatchObject({
      notes: "Purged meanwhile",
      subTotalMinor: 2000,
      videoIds: [a!.id],
      services: [{ videoCount: 2, videos: [{ _id: a!.id }, { _id: null, title: b!.courseName }] }],
    });
  });

  it("writes nothing for a body that changes nothing", async () => {
    const {
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    const invoice = await createInvoice(actor, invoiceBody([[a!]], { notes: "Hello" }));
    const again = await updateInvoice(actor, invoice.id, {
      email: invoice.email,
      taxRate: 10,
      courses: [{ title: "Course 1", videoIds: [a!.id] }],
    });
    expect(again.updatedAt).toBe(invoice.updatedAt);
    expect((await auditsOf(invoice.id)).map((r) => r.action)).toEqual(["invoice.create"]);
  });

  it("edits only a pending invoice of the owner's: 409 once decided, 409 for a version changed since, 404 for another's, 403 for staff", async () => {
    const { row, actor } = await instructorWithVideos(0);
    const approved = await invoiceOf(row, "approved");
    const error = await failure(updateInvoice(actor, approved.id, { notes: "x" }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe("This invoice has already been approved, so it can no longer be edited");
    const pending = await invoiceOf(row);
    await updateInvoice(actor, pending.id, { notes: "first" });
    const stale = await failure(updateInvoice(actor, pending.id, { notes: "second", updatedAt: pending.updatedAt }));
    expect(stale).toBeInstanceOf(ConflictError);
    expect((await storedInvoice(pending.id))?.notes).toBe("first");
    const other = await instructorWithVideos(0);
    await expect(updateInvoice(other.actor, pending.id, { notes: "mine" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateInvoice(await staffActor(), pending.id, { notes: "staff" })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("keeps a past due date sent back unchanged, and refuses a new one in the past", async () => {
    const { row, actor } = await instructorWithVideos(0);
    const invoice = await invoiceOf(row, "pending", { over: { dueDate: utcDate(-3) } });
    await expect(updateInvoice(actor, invoice.id, { dueDate: utcDate(-3), notes: "late" })).resolves.toMatchObject({
      dueDate: utcDate(-3),
    });
    expect((await failure(updateInvoice(actor, invoice.id, { dueDate: utcDate(-2) }))).message).toBe("The due date cannot be in the past");
  });
});

describe("deleteInvoice", () => {
  it("deletes the owner's pending invoice with its lines (its videos free again), audited; 409 once decided; 404 for another's", async () => {
    const {
      row,
      actor,
      videos: [a],
    } = await instructorWithVideos(1);
    const invoice = await createInvoice(actor, invoiceBody([[a!]]));
    const other = await instructorWithVideos(0);
    await expect(deleteInvoice(other.actor, invoice.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteInvoice(actor, invoice.id)).resolves.toEqual({ message: "Invoice deleted successfully" });
    expect(await countRows(invoiceVideos)).toBe(0);
    expect((await selectableVideos(actor)).videos.map((v) => v.id)).toEqual([a!.id]);
    expect((await auditsOf(invoice.id)).map((r) => r.action)).toEqual(["invoice.create", "invoice.delete"]);
    await expect(deleteInvoice(actor, invoice.id)).rejects.toBeInstanceOf(NotFoundError);
    const paid = await invoiceOf(row, "paid");
    const error = await failure(deleteInvoice(actor, paid.id));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe("This invoice has already been paid, so it can no longer be deleted");
  });
});

describe("selectableVideos", () => {
  it("lists the instructor's approved, unpriced videos on no live invoice, newest first, with the rate and defaults; for an edit also that invoice's", async () => {
    const {
      row,
      actor,
      videos: [a, b, c],
    } = await instructorWithVideos(3);
    await createVideo(row, { status: "pending" });
    await createVideo(row, { isPriced: true });
    await createVideo((await instructorWithVideos(0)).row);
    const invoice = await createInvoice(actor, invoiceBody([[a!]]));
    await invoiceOf(row, "rejected", { videos: [b!] });
    const list = await selectableVideos(actor);
    expect(list).toMatchObject({ currency: "USD", ratePerVideo: 10, ratePerVideoMinor: 1000, taxRate: 10, dueDate: utcDate(30) });
    expect(list.videos.map((v) => v.id)).toEqual([c!.id, b!.id]);
    expect(list.videos[0]).toMatchObject({ title: c!.courseName, durationSeconds: 300, thumbnailUrl: expect.any(String) });
    expect((await selectableVideos(actor, { invoiceId: invoice.id })).videos.map((v) => v.id)).toEqual([c!.id, b!.id, a!.id]);
    await expect(selectableVideos(await staffActor())).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("the stored invoice", () => {
  it("keeps its amounts consistent: the database refuses a grand total that is not subtotal + tax − discount", async () => {
    const { row } = await instructorWithVideos(0);
    const invoice = await invoiceOf(row);
    const db = await getDb();
    await expect(db.update(invoices).set({ grandTotalMinor: 1 }).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(
      db.update(invoices).set({ discountMinor: 5000, grandTotalMinor: -3900 }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual([{ n: 1 }]);
    expect((await db.select({ priced: videos.isPriced }).from(videos)).every((v) => !v.priced)).toBe(true);
  });
});
