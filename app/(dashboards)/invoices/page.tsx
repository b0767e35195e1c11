import { redirect } from "next/navigation";
import { protectedPath } from "@/registry/protected-paths";
import { requirePageActor } from "@/lib/session/page-guard";
import { invoicesTabs } from "@/features/invoices/dashboard";
import { tabHref } from "@/registry/dashboard";

/** /invoices has no screen of its own: it leads to the invoice tab of the person's dashboard. */
export default async function InvoicesPage() {
  redirect(tabHref(await requirePageActor(protectedPath("/invoices")), invoicesTabs));
}
