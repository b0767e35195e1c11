"use client";

import { useState } from "react";
import { Plus } from "lucide-react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { PaymentDetails } from "@/features/bank-accounts";
import type { ApiInvoice } from "../server/serialize";
import { InvoiceDetailsDialog } from "./invoice-details";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import type { InvoiceFormOptions } from "./invoice-form";

/**
 * Create Invoice: the button, its form, and then the new invoice's details as the server
 * answered them (its number and the totals it computed).
 */
export function CreateInvoiceButton({
  options,
  payment,
  bankHref,
}: {
  options: InvoiceFormOptions;
  payment: PaymentDetails | null;
  bankHref: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<ApiInvoice | null>(null);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)} disabled={!hydrated}>
        <Plus aria-hidden className="size-5" />
        Create Invoice
      </button>
      <InvoiceFormDialog
        open={open}
        onOpenChange={setOpen}
        invoice={null}
        options={options}
        payment={payment}
        bankHref={bankHref}
        onSaved={(invoice) => {
          setOpen(false);
          setCreated(invoice);
        }}
      />
      {created ? <InvoiceDetailsDialog invoice={created} open onOpenChange={(next) => !next && setCreated(null)} /> : null}
    </>
  );
}
