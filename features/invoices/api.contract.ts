/** The invoice calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { listOf, type ContractRow } from "@/test/api/contract";
import { target, type Ctx } from "@/test/api/matrix";
import { invoiceOf } from "@/test/invoices";
import { createVideo } from "@/test/videos";
import { createdShape, decidedShape, invoiceShape as documented } from "./api.docs";

/** The documented invoice, with at least one service line (a contract on an empty list would check nothing). */
const invoiceShape = documented.extend({ services: listOf(documented.shape.services.element) });

/** The signed-in instructor's own invoice (another instructor's for staff). */
const anInvoice = async (ctx: Ctx, status: "pending" | "approved" = "pending") =>
  invoiceOf(ctx.row?.role === "instructor" ? ctx.row : await target({ role: "instructor" }), status);

export const invoicesContract: ContractRow[] = [
  {
    call: "POST invoice/create-invoice",
    method: "POST",
    route: "/api/v1/invoice/create-invoice",
    as: "instructor",
    status: 201,
    // The spec's client's body (spec 02 section 5 and 9, original-api 3.4): its own totals, ignored.
    prepare: async (ctx) => {
      const [a, b] = [await createVideo(ctx.row), await createVideo(ctx.row)];
      return {
        body: {
          dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          instructorDetails: { name: ctx.row!.name, email: ctx.row!.email, phone: "N/A", address: "N/A" },
          companyDetails: { name: "LMS", email: "info@lms.example", phone: "N/A", address: "N/A" },
          services: [{ title: "Breathing", duration: "2 videos", ratePerVideo: 10, totalAmount: 20 }],
          subTotal: 20,
          taxRate: 10,
          taxAmount: 2,
          discount: 0,
          grandTotal: 22,
          email: "client@example.org",
          paymentDetails: { method: "N/A" },
          status: "pending",
          videoIds: [a.id, b.id],
        },
      };
    },
    reads: createdShape.extend({ invoice: invoiceShape.extend({ status: z.literal("pending") }) }),
  },
  {
    call: "GET invoice/getInvoices (the instructor's Invoices tab)",
    method: "GET",
    route: "/api/v1/invoice/getInvoices",
    as: "instructor",
    prepare: async (ctx) => (await anInvoice(ctx), {}),
    reads: listOf(invoiceShape),
  },
  {
    call: "GET invoice/getInvoices (the admin's Invoice Approval tab)",
    method: "GET",
    route: "/api/v1/invoice/getInvoices",
    as: "admin",
    prepare: async (ctx) => (await anInvoice(ctx), {}),
    reads: listOf(invoiceShape),
  },
  {
    call: "GET invoice/getSingleInvoices/{id} -> data",
    method: "GET",
    route: "/api/v1/invoice/getSingleInvoices/[id]",
    as: "instructor",
    prepare: async (ctx) => ({ params: { id: (await anInvoice(ctx)).id } }),
    // The spec's client reads `data`; the earlier system answered the bare document: both.
    reads: invoiceShape.extend({ data: invoiceShape }),
  },
  {
    call: "PUT invoice/updateInvoices/{id}",
    method: "PUT",
    route: "/api/v1/invoice/updateInvoices/[id]",
    as: "instructor",
    prepare: async (ctx) => ({ params: { id: (await anInvoice(ctx)).id }, body: { taxRate: 12, discount: 1 } }),
    reads: invoiceShape.extend({ taxRate: z.literal(12), discount: z.literal(1) }),
  },
  {
    call: "DELETE invoice/deleteInvoices/{id}",
    method: "DELETE",
    route: "/api/v1/invoice/deleteInvoices/[id]",
    as: "instructor",
    prepare: async (ctx) => ({ params: { id: (await anInvoice(ctx)).id } }),
    reads: z.object({ message: z.string() }),
  },
  {
    call: "PUT adminInvoiceApproval/approve/invoice/{id}",
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/approve/invoice/[id]",
    as: "admin",
    // The spec's client sends no body.
    prepare: async (ctx) => ({ params: { id: (await anInvoice(ctx)).id } }),
    reads: decidedShape.extend({ invoice: invoiceShape.extend({ status: z.literal("approved") }) }),
  },
  {
    call: "PUT adminInvoiceApproval/reject/invoice/{id}",
    method: "PUT",
    route: "/api/v1/adminInvoiceApproval/reject/invoice/[id]",
    as: "admin",
    prepare: async (ctx) => ({ params: { id: (await anInvoice(ctx)).id } }),
    reads: decidedShape.extend({ invoice: invoiceShape.extend({ status: z.literal("rejected") }) }),
  },
];
