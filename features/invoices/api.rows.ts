/**
 * The invoice routes' rows of the authorization matrix (test/api/matrix.ts says how to read one).
 * The instructor column is also the second instructor of every "another instructor's invoice"
 * row: someone else's invoice is 404 to them, as an unknown one is.
 */
import { expect } from "vitest";
import { invoices, videos, type InvoiceStatus, type VideoRow } from "@/lib/db/schema";
import { anyId, idOf, staff, target, type ApiRow, type Ctx, type Prepared } from "@/test/api/matrix";
import type { ApiResult } from "@/test/api/request";
import { countRows, getDb } from "@/test/db";
import { invoiceBody, invoiceOf, storedInvoice } from "@/test/invoices";
import { createVideo } from "@/test/videos";

/** `status` for an approved instructor; every other signed-in actor is refused. */
const instructors = (status: number) => ({ default: 403, guest: 401, instructor: status }) as const;
/** `status` for the instructor (on their own invoice) and for staff with the invoice-approvals tab. */
const ownerAndStaff = (status: number) => ({ ...staff(status), instructor: status }) as const;

/** The actor when it is an approved instructor, else another instructor (whose invoices staff see and everyone else is refused). */
const instructorOf = async (ctx: Ctx) =>
  ctx.row?.role === "instructor" && ctx.row.status === "approved"
    ? ctx.row
    : await target({ role: "instructor", name: "Other Instructor" });
/** Approved videos of the actor (another instructor's for any other actor). */
async function videosOf(ctx: Ctx, count = 1): Promise<VideoRow[]> {
  const owner = await instructorOf(ctx);
  const made: VideoRow[] = [];
  for (let i = 0; i < count; i++) made.push(await createVideo(owner));
  return made;
}
/** The actor's invoice when the actor is an instructor, else another instructor's. */
const ownInvoice = async (ctx: Ctx, status: InvoiceStatus = "pending") => invoiceOf(await instructorOf(ctx), status);
/** Another instructor's invoice, whoever the actor. */
const othersInvoice = async (status: InvoiceStatus = "pending") =>
  invoiceOf(await target({ role: "instructor", name: "Second Instructor" }), status);

const byId = (invoice: { id: string }, body?: unknown): Prepared => ({
  params: { id: invoice.id },
  ...(body === undefined ? {} : { body }),
});

/** After the call: the invoice's stored status (or undefined once deleted) is `then` on success, else `otherwise`. */
const expectStatus =
  (then: InvoiceStatus | undefined, otherwise: InvoiceStatus | undefined) => async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
    expect((await storedInvoice(idOf(prepared)))?.status).toBe(result.status < 300 ? then : otherwise);

export const invoicesRows: ApiRow[] = [
  // ── POST invoice/create-invoice ──
  {
    method: "POST",
    route: "/api/v1/invoice/create-invoice",
    case: "our body, of the actor's own approved videos",
    ...instructors(201),
    prepare: async (ctx) => ({ body: invoiceBody([await videosOf(ctx, 2)], { taxRate: 5 }) }),
    verify: async (ctx, result) => {
      expect(await countRows(invoices)).toBe(result.status === 201 ? 1 : 0);
      if (result.status !== 201) return;
      expect(result.body).toMatchObject({ message: "Invoice created successfully", invoice: { status: "pending", grandTotalMinor: 2100 } });
      const db = await getDb();
      const [row] = await db.select().from(invoices);
      expect(row?.instructorId).toBe(ctx.row!.id);
    },
  },
  {
    method: "POST",
    route: "/api/v1/invoice/create-invoice",
    case: "the spec's client's body with its own totals (ignored)",
    ...instructors(201),
    prepare: async (ctx) => {
      const [video] = await videosOf(ctx);
      return {
        body: {
          dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          services: [{ title: "Breathing", duration: "1 videos", ratePerVideo: 500, totalAmount: 500 }],
          subTotal: 500,
          taxRate: 10,
          taxAmount: 50,
          discount: 0,
          grandTotal: 550,
          email: "client@example.org",
          status: "pending",
          videoIds: [video!.id],
        },
      };
    },
    verify: async (_ctx, result) => {
      if (result.status !== 201) return expect(await countRows(invoices)).toBe(0);
      const db = await getDb();
      const [row] = await db.select().from(invoices);
      expect([row?.subtotalMinor, row?.grandTotalMinor]).toEqual([1000, 1100]);
    },
  },
  {
    method: "POST",
    route: "/api/v1/invoice/create-invoice",
    case: "another instructor's video",
    ...instructors(422),
    prepare: async () => ({ body: invoiceBody([[await createVideo(await target({ role: "instructor" }))]]) }),
    verify: async () => expect(await countRows(invoices)).toBe(0),
  },
  {
    method: "POST",
    route: "/api/v1/invoice/create-invoice",
    case: "a video already on the actor's pending invoice",
    ...instructors(409),
    prepare: async (ctx) => {
      const owner = await instructorOf(ctx);
      const video = await createVideo(owner);
      await invoiceOf(owner, "pending", { videos: [video] });
      return { body: invoiceBody([[video]]) };
    },
    verify: async () => expect(await countRows(invoices)).toBe(1),
  },
  {
    method: "POST",
    route: "/api/v1/invoice/create-invoice",
    case: "a status other than pending",
    ...instructors(422),
    prepare: async (ctx) => ({ body: invoiceBody([await videosOf(ctx)], { status: "paid" }) }),
    verify: async () => expect(await countRows(invoices)).toBe(0),
  },

  // ── GET invoice/getInvoices ──
  {
    method: "GET",
    route: "/api/v1/invoice/getInvoices",
    case: "the actor's invoice and another instructor's",
    ...ownerAndStaff(200),
    prepare: async (ctx) => {
      await ownInvoice(ctx);
      await othersInvoice();
      return {};
    },
    verify: async (ctx, result) => {
      if (result.status !== 200) return;
      const list = result.body as unknown as { instructor: string }[];
      // An instructor sees only their own; staff see both instructors'.
      if (ctx.row?.role === "instructor") expect(list.map((i) => i.instructor)).toEqual([ctx.row.id]);
      else expect(list).toHaveLength(2);
      expect(result.response.headers.get("X-Total-Count")).toBe(String(list.length));
      expect(result.response.headers.get("Link")).toContain('/api/v1/invoice/getInvoices?page=1&limit=100>; rel="last"');
    },
  },

  // ── GET invoice/getSingleInvoices/{id} ──
  {
    method: "GET",
    route: "/api/v1/invoice/getSingleInvoices/[id]",
    case: "the actor's own invoice",
    ...ownerAndStaff(200),
    prepare: async (ctx) => byId(await ownInvoice(ctx)),
    verify: async (_ctx, result, prepared) => {
      if (result.status === 200) expect(result.body).toMatchObject({ _id: idOf(prepared), data: { _id: idOf(prepared) } });
    },
  },
  {
    method: "GET",
    route: "/api/v1/invoice/getSingleInvoices/[id]",
    case: "another instructor's invoice",
    ...staff(200),
    instructor: 404,
    prepare: async () => byId(await othersInvoice()),
  },
  {
    method: "GET",
    route: "/api/v1/invoice/getSingleInvoices/[id]",
    case: "an unknown id",
    ...ownerAndStaff(404),
    prepare: () => ({ params: { id: anyId } }),
  },

  // ── PUT invoice/updateInvoices/{id} ──
  {
    method: "PUT",
    route: "/api/v1/invoice/updateInvoices/[id]",
    case: "the actor's pending invoice, with totals of its own (ignored)",
    ...instructors(200),
    prepare: async (ctx) => byId(await ownInvoice(ctx), { notes: "Edited", taxRate: 20, grandTotal: 1, subTotal: 1 }),
    verify: async (_ctx, result, prepared) => {
      const row = await storedInvoice(idOf(prepared));
      expect([row?.notes, row?.grandTotalMinor]).toEqual(result.status === 200 ? ["Edited", 1200] : [null, 1100]);
    },
  },
  {
    method: "PUT",
    route: "/api/v1/invoice/updateInvoices/[id]",
    case: "another instructor's pending invoice (staff decide, they do not edit)",
    ...instructors(404),
    prepare: async () => byId(await othersInvoice(), { notes: "Mine now" }),
    verify: async (_ctx, _result, prepared) => expect((await storedInvoice(idOf(prepared)))?.notes).toBeNull(),
  },
  {
    method: "PUT",
    route: "/api/v1/invoice/updateInvoices/[id]",
    case: "the actor's approved invoice",
    ...instructors(409),
    prepare: async (ctx) => byId(await ownInvoice(ctx, "approved"), { notes: "Too late" }),
    verify: async (_ctx, _result, prepared) => expect((await storedInvoice(idOf(prepared)))?.notes).toBeNull(),
  },
  {
    method: "PUT",
    route: "/api/v1/invoice/updateInvoices/[id]",
    case: "the status in the body",
    ...instructors(422),
    prepare: async (ctx) => byId(await ownInvoice(ctx), { status: "approved" }),
    verify: expectStatus("pending", "pending"),
  },

  // ── DELETE invoice/deleteInvoices/{id} ──
  {
    method: "DELETE",
    route: "/api/v1/invoice/deleteInvoices/[id]",
    case: "the actor's pending invoice",
    ...instructors(200),
    prepare: async (ctx) => byId(await ownInvoice(ctx)),
    verify: expectStatus(undefined, "pending"),
  },
  {
    method: "DELETE",
    route: "/api/v1/invoice/deleteInvoices/[id]",
    case: "another instructor's pending invoice",
    ...instructors(404),
    prepare: async () => byId(await othersInvoice()),
    verify: expectStatus("pending", "pending"),
  },
  {
    method: "DELETE",
    route: "/api/v1/invoice/deleteInvoices/[id]",
    case: "the actor's paid invoice",
    ...instructors(409),
    prepare: async (ctx) => byId(await ownInvoice(ctx, "paid")),
    verify: expectStatus("paid", "paid"),
  },

  // ── GET invoice/invoice/{id}/pdf ──
  {
    method: "GET",
    route: "/api/v1/invoice/invoice/[id]/pdf",
    case: "the actor's own invoice",
    ...ownerAndStaff(200),
    prepare: async (ctx) => ({ ...byId(await ownInvoice(ctx)), binary: true }),
    verify: async (_ctx, result, prepared) => {
      if (result.status !== 200) return;
      const number = (await storedInvoice(idOf(prepared)))?.number;
      expect(result.response.headers.get("content-type")).toBe("application/pdf");
      expect(result.response.headers.get("content-disposition")).toBe(`inline; filename="invoice-${number}.pdf"`);
      expect(new TextDecoder().decode((await result.response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    },
  },
  {
    method: "GET",
    route: "/api/v1/invoice/invoice/[id]/pdf",
    case: "another instructor's invoice",
    ...staff(200),
    instructor: 404,
    prepare: async () => ({ ...byId(await othersInvoice()), binary: true }),
  },

  // ── GET invoice/selectableVideos ──
  {
    method: "GET",
    route: "/api/v1/invoice/selectableVideos",
    case: "the actor's approved videos",
    ...instructors(200),
    prepare: async (ctx) => (await videosOf(ctx, 2), {}),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toMatchObject({ videos: [{ title: expect.any(String) }, {}], currency: "USD" });
    },
  },
  {
    method: "GET",
    route: "/api/v1/invoice/selectableVideos",
    case: "for editing another instructor's invoice",
    ...instructors(404),
    prepare: async () => ({ query: { invoiceId: (await othersInvoice()).id } }),
  },

  // ── PUT adminInvoiceApproval/approve/invoice/{id} ──
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/approve/invoice/[id]",
    case: "an instructor's pending invoice (also the actor's own: an instructor cannot approve)",
    ...staff(200),
    prepare: async (ctx) => byId(await ownInvoice(ctx)),
    verify: async (ctx, result, prepared) => {
      await expectStatus("approved", "pending")(ctx, result, prepared);
      // Its one video is priced in the same transaction, and only then.
      const db = await getDb();
      expect((await db.select({ isPriced: videos.isPriced }).from(videos)).map((v) => v.isPriced)).toEqual([result.status === 200]);
    },
  },
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/approve/invoice/[id]",
    case: "a version the admin did not see (updatedAt of before an edit)",
    ...staff(409),
    prepare: async (ctx) => byId(await ownInvoice(ctx), { updatedAt: "2020-01-01T00:00:00.000Z" }),
    verify: expectStatus("pending", "pending"),
  },
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/approve/invoice/[id]",
    case: "an invoice already approved",
    ...staff(409),
    prepare: async () => byId(await othersInvoice("approved")),
    verify: expectStatus("approved", "approved"),
  },
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/approve/invoice/[id]",
    case: "an unknown id",
    ...staff(404),
    prepare: () => ({ params: { id: anyId } }),
  },

  // ── PUT adminInvoiceApproval/reject/invoice/{id} ──
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/reject/invoice/[id]",
    case: "a pending invoice, with a reason",
    ...staff(200),
    prepare: async () => byId(await othersInvoice(), { reason: "Please split it by term." }),
    verify: async (_ctx, result, prepared) => {
      const row = await storedInvoice(idOf(prepared));
      expect([row?.status, row?.rejectionReason]).toEqual(
        result.status === 200 ? ["rejected", "Please split it by term."] : ["pending", null],
      );
    },
  },
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/reject/invoice/[id]",
    case: "a paid invoice",
    ...staff(409),
    prepare: async () => byId(await othersInvoice("paid")),
    verify: expectStatus("paid", "paid"),
  },
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/reject/invoice/[id]",
    case: "an unknown id",
    ...staff(404),
    prepare: () => ({ params: { id: anyId } }),
  },

  // ── PUT adminInvoiceApproval/paid/invoice/{id} ──
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/paid/invoice/[id]",
    case: "an approved invoice",
    ...staff(200),
    prepare: async () => byId(await othersInvoice("approved")),
    verify: expectStatus("paid", "approved"),
  },
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/paid/invoice/[id]",
    case: "a pending invoice",
    ...staff(409),
    prepare: async () => byId(await othersInvoice()),
    verify: expectStatus("pending", "pending"),
  },
  {
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/paid/invoice/[id]",
    case: "an unknown id",
    ...staff(404),
    prepare: () => ({ params: { id: anyId } }),
  },
];
