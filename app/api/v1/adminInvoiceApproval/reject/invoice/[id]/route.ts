import { apiRoute } from "@/lib/http";
import { rejectInvoice } from "@/features/invoices/server/decisions";

/** A pending invoice is rejected, with an optional `reason`, its videos free again: `{ message, invoice }`. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => rejectInvoice(actor, params.id, await json()));
