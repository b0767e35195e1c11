import { pageParam, type FeatureTab } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { countPendingInvoices } from "@/features/invoices/server/invoices";
import { InvoiceApprovals } from "@/features/invoices/ui/invoice-approvals";
import { InvoicesTab } from "@/features/invoices/ui/invoices-tab";
import { pendingInvoicesBadge } from "@/features/invoices/ui/status";

export const invoicesTabs: FeatureTab[] = [
  {
    id: "invoices",
    label: "Invoices",
    roles: ["instructor"],
    order: 20,
    render: ({ actor, basePath, params }) => <InvoicesTab actor={actor} basePath={basePath} params={params} />,
  },
  {
    id: "invoice-approvals",
    label: "Invoice Approval",
    roles: ["admin", "superadmin"],
    adminTab: "invoice-approvals",
    order: 70,
    // The invoices waiting for a decision, like the other approval tabs' badges.
    badge: async (actor) => (can(actor, "invoice.review") ? pendingInvoicesBadge(await countPendingInvoices(actor)) : null),
    render: ({ actor, basePath, params }) => (
      <InvoiceApprovals actor={actor} basePath={basePath} pendingPage={pageParam(params.pending)} unpaidPage={pageParam(params.unpaid)} />
    ),
  },
];
