import { apiRoute } from "@/lib/http";
import { markInvoicePaid } from "@/features/invoices/server/decisions";

/** An approved invoice is marked paid: `{ message, invoice }`. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => markInvoicePaid(actor, params.id, await json()));
