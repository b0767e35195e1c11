import type { FeatureTab } from "@/components/dashboard/tabs";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { MyDonations } from "@/features/donations/ui/my-donations";

export const donationsTabs: FeatureTab[] = [
  {
    id: "my-donations",
    label: "My Donations",
    roles: ["user"],
    order: 40,
    render: () => <MyDonations />,
  },
  {
    id: "donation-tracking",
    label: "Donation Tracking",
    roles: ["admin", "superadmin"],
    adminTab: "donation-tracking",
    order: 40,
    render: () => (
      <ComingSoon
        title="Donation Tracking"
        intro="Once online donations open, the gifts that keep the foundation going will be summarised here."
        items={[
          "Totals for all donations, this month, and recurring donations per month",
          "Recent donations with donor, amount, date, type, status and message",
        ]}
      />
    ),
  },
];
