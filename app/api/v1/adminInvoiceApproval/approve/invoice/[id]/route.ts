import { apiRoute } from "@/lib/http";
import { approveInvoice } from "@/features/invoices/server/decisions";

/** A pending invoice is approved and its videos priced (the optional body's `updatedAt`: the version seen): `{ message, invoice }`. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => approveInvoice(actor, params.id, await json()));
