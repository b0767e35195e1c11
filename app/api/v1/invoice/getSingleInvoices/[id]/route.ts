import { apiRoute } from "@/lib/http";
import { getInvoice } from "@/features/invoices/server/invoices";

/** The invoice (the earlier system answered the bare document; the spec's client reads `data`: both are here). */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => {
  const invoice = await getInvoice(actor, params.id);
  return { ...invoice, data: invoice };
});
