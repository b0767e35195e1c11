import { apiRoute } from "@/lib/http";
import { selectableVideos } from "@/features/invoices/server/invoices";

/** The Create (or, with `invoiceId`, Edit) form's videos and the rate a new invoice takes: `{ videos, currency, ratePerVideo, … }`. */
export const GET = apiRoute(async ({ actor, req }) => selectableVideos(actor, { invoiceId: req.nextUrl.searchParams.get("invoiceId") }));
