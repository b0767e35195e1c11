import { redirect } from "next/navigation";
import { getActor } from "@/lib/session/actor";
import { signInUrl } from "@/lib/session/page-guard";
import { homeFor } from "@/lib/auth/roles";

/** /invoices has no screen of its own: it leads to the invoice tab of the person's dashboard. */
export default async function InvoicesPage() {
  const actor = await getActor();
  if (!actor) redirect(signInUrl("/invoices"));
  switch (actor.role) {
    case "instructor":
      redirect("/instructor?tab=invoices");
    case "admin":
      redirect("/admin?tab=invoice-approvals");
    case "superadmin":
      redirect("/superadmin?tab=invoice-approvals");
    default:
      redirect(homeFor(actor.role));
  }
}
