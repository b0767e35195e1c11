import { apiRoute } from "@/lib/http";
import { deleteInvoice } from "@/features/invoices/server/invoices";

/** The owner deletes a pending invoice: `{ message: "Invoice deleted successfully" }`. */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deleteInvoice(actor, params.id));
