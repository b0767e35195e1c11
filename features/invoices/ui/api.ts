import { apiFetch, type Answer } from "@/lib/http/api-client";
import type { InvoiceFormBody } from "../schema";
import type { approveInvoice, markInvoicePaid, rejectInvoice } from "../server/decisions";
import type { createInvoice, deleteInvoice, selectableVideos, updateInvoice } from "../server/invoices";

/*
 * The invoices API as the browser calls it: one function per call (path, method, body and answer
 * declared here once). Bodies are the form's checked values, which the services check again;
 * answers are the routes' envelopes around the services' own results.
 */

const id = (value: string) => encodeURIComponent(value);

/** POST invoice/create-invoice: the instructor's new invoice, every amount computed by the server. */
export const postInvoice = (body: InvoiceFormBody) =>
  apiFetch<{ message: string; invoice: Answer<typeof createInvoice>; invoiceUrl: string }>("/invoice/create-invoice", {
    method: "POST",
    json: body,
  });

/** PUT invoice/updateInvoices/{id}: a pending invoice changed, from the version edited (`updatedAt`). */
export const saveInvoice = (invoiceId: string, body: InvoiceFormBody & { updatedAt: string }) =>
  apiFetch<Answer<typeof updateInvoice> & { message: string }>(`/invoice/updateInvoices/${id(invoiceId)}`, { method: "PUT", json: body });

/** DELETE invoice/deleteInvoices/{id}: a pending invoice deleted, its videos free again. */
export const removeInvoice = (invoiceId: string) =>
  apiFetch<Answer<typeof deleteInvoice>>(`/invoice/deleteInvoices/${id(invoiceId)}`, { method: "DELETE" });

/** GET invoice/selectableVideos?invoiceId=: the videos the Edit form may bill (that invoice's too) at that invoice's rate. */
export const fetchSelectableVideos = (invoiceId: string, init: RequestInit = {}) =>
  apiFetch<Answer<typeof selectableVideos>>(`/invoice/selectableVideos?invoiceId=${id(invoiceId)}`, { cache: "no-store", ...init });

type Seen = { updatedAt: string };

/** PUT adminInvoiceApproval/approve/invoice/{id}: staff approve the version they saw. */
export const approve = (invoiceId: string, body: Seen) =>
  apiFetch<Answer<typeof approveInvoice>>(`/adminInvoiceApproval/approve/invoice/${id(invoiceId)}`, { method: "PUT", json: body });

/** PUT adminInvoiceApproval/reject/invoice/{id}: staff reject it, with an optional reason the instructor sees. */
export const reject = (invoiceId: string, body: Seen & { reason?: string }) =>
  apiFetch<Answer<typeof rejectInvoice>>(`/adminInvoiceApproval/reject/invoice/${id(invoiceId)}`, { method: "PUT", json: body });

/** PUT adminInvoiceApproval/paid/invoice/{id}: staff record that an approved invoice has been paid. */
export const markPaid = (invoiceId: string, body: Seen) =>
  apiFetch<Answer<typeof markInvoicePaid>>(`/adminInvoiceApproval/paid/invoice/${id(invoiceId)}`, { method: "PUT", json: body });
