import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { createInvoice } from "@/features/invoices/server/invoices";

/** An instructor's new invoice, every amount computed by the server: 201 `{ message, invoice, invoiceUrl }` (invoiceUrl: its PDF). */
export const POST = apiRoute(async ({ actor, json }) => {
  const invoice = await createInvoice(actor, await json());
  return NextResponse.json({ message: "Invoice created successfully", invoice, invoiceUrl: invoice.pdfUrl }, { status: 201 });
});
