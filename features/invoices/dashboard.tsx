import type { FeatureTab } from "@/components/dashboard/tabs";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { ChatComingSoon } from "@/features/chat/client";

// Invoices are not built yet: their tabs say honestly what they will hold. Chat is not built
// either: its button (an honest note) rides on these tabs' actions, once on each
// dashboard that will have chat (the instructor's, the staff's), until chat has tabs of its own.
export const invoicesTabs: FeatureTab[] = [
  {
    id: "invoices",
    label: "Invoices",
    roles: ["instructor"],
    order: 20,
    actions: () => <ChatComingSoon audience="staff" />,
    render: () => (
      <ComingSoon
        title="Invoices"
        intro="Soon you will invoice the foundation for your approved videos here, and be paid into your bank account."
        items={[
          "Create an invoice from your approved videos, at the price per video set by the foundation",
          "Follow each invoice's status: pending, approved, paid or overdue",
          "View the details and download a PDF",
        ]}
      />
    ),
  },
  {
    id: "invoice-approvals",
    label: "Invoice Approval",
    roles: ["admin", "superadmin"],
    adminTab: "invoice-approvals",
    order: 70,
    actions: () => <ChatComingSoon audience="instructors and schools" />,
    render: () => (
      <ComingSoon
        title="Invoice Approval"
        intro="Instructors will send invoices for their approved videos; they will be reviewed and approved here."
        items={["Pending invoices with their details, Approve and Reject"]}
      />
    ),
  },
];
