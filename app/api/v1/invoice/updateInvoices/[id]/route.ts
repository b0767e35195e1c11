import { apiRoute } from "@/lib/http";
import { updateInvoice } from "@/features/invoices/server/invoices";

/** The owner's edit of a pending invoice: the updated invoice (the bare document, as the earlier system answered), also under `data`, with `message`. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => {
  const invoice = await updateInvoice(actor, params.id, await json());
  return { message: "Invoice updated successfully", ...invoice, data: invoice };
});
