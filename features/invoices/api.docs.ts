/** The invoice routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { decisionSchema, invoiceBodySchema, invoiceListQuerySchema, rejectSchema } from "./schema";

const party = z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() });

/**
 * An invoice as the Invoices list, Invoice Details modal and admin panel read it (spec 02
 * "Invoice", "Invoices list", "Admin invoice panel"; original-api 3.4 and 5): amounts as numbers.
 */
export const invoiceShape = z
  .object({
    _id: z.string(),
    invoiceNumber: z.string().regex(/^INV-\d{8,}$/),
    date: z.string(),
    dueDate: z.string(),
    status: z.enum(["pending", "approved", "overdue", "paid", "rejected"]),
    email: z.string(),
    videoIds: z.array(z.string()),
    pdfUrl: z.string(),
    instructorDetails: party,
    companyDetails: party,
    paymentDetails: z.object({ method: z.string(), bankName: z.string(), accountHolder: z.string(), accountNumber: z.string() }),
    services: z.array(
      z.object({ _id: z.string(), title: z.string(), duration: z.string(), ratePerVideo: z.number(), totalAmount: z.number() }),
    ),
    subTotal: z.number(),
    taxRate: z.number(),
    taxAmount: z.number(),
    discount: z.number(),
    grandTotal: z.number(),
  })
  .meta({ id: "Invoice" });

export const createdShape = z.object({ message: z.string(), invoice: invoiceShape, invoiceUrl: z.string() });
export const decidedShape = z.object({ message: z.string(), invoice: invoiceShape });
const conflict = { 409: "The invoice changed or was decided since `updatedAt`." };

export const invoicesApi: ApiOperations = {
  "POST /api/v1/invoice/create-invoice": {
    summary: "Invoice approved videos; every amount is computed by the server",
    body: invoiceBodySchema,
    response: createdShape,
    errors: { 409: "A video is on another live invoice." },
  },
  "GET /api/v1/invoice/getInvoices": {
    summary: "The instructor's invoices (staff: every one), a bare array (X-Total-Count, Link)",
    query: invoiceListQuerySchema,
    response: z.array(invoiceShape),
  },
  "GET /api/v1/invoice/getSingleInvoices/[id]": {
    summary: "One invoice (also under `data`)",
    response: invoiceShape.extend({ data: invoiceShape }),
  },
  "PUT /api/v1/invoice/updateInvoices/[id]": {
    summary: "Edit a pending invoice",
    body: invoiceBodySchema,
    response: invoiceShape,
    errors: conflict,
  },
  "DELETE /api/v1/invoice/deleteInvoices/[id]": { summary: "Delete a pending invoice", response: z.object({ message: z.string() }) },
  "GET /api/v1/invoice/invoice/[id]/pdf": { summary: "The invoice as PDF", responseType: "application/pdf" },
  "GET /api/v1/invoice/selectableVideos": {
    summary: "The instructor's videos an invoice may hold",
    query: z.object({ invoiceId: z.string().optional().meta({ description: "Editing: also that invoice's own videos." }) }),
  },
  "PUT /api/v1/adminInvoiceApproval/approve/invoice/[id]": {
    summary: "Approve an invoice",
    body: decisionSchema,
    response: decidedShape,
    errors: conflict,
  },
  "PUT /api/v1/adminInvoiceApproval/reject/invoice/[id]": {
    summary: "Reject an invoice with a reason",
    body: rejectSchema,
    response: decidedShape,
    errors: conflict,
  },
  "PUT /api/v1/adminInvoiceApproval/paid/invoice/[id]": {
    summary: "Mark an approved invoice paid",
    body: decisionSchema,
    errors: conflict,
  },
};
