import type { ReactNode } from "react";
import { pageParam, type FeatureTab, type TabContext } from "@/components/dashboard/tabs";
import { hasGiven } from "@/features/donations/server/history";
import { MyDonations } from "@/features/donations/ui/my-donations";
import { ProfileDonations } from "@/features/donations/ui/profile-donations";
import { DonationTracking } from "@/features/donations/ui/tracking";

export const donationsTabs: FeatureTab[] = [
  {
    id: "my-donations",
    label: "My Donations",
    roles: ["user"],
    order: 40,
    render: ({ actor }) => <MyDonations actor={actor} />,
  },
  {
    id: "donation-tracking",
    label: "Donation Tracking",
    roles: ["admin", "superadmin"],
    adminTab: "donation-tracking",
    order: 40,
    render: ({ actor, basePath, params }) => (
      <DonationTracking actor={actor} basePath={basePath} params={params} page={pageParam(params.page)} />
    ),
  },
];

/**
 * "Your donations" under the Profile tab, for a person whose dashboard has no My Donations tab
 * (every role but the student) once they have given; null otherwise (registry/dashboard.tsx).
 */
export async function donationsOnProfile({ actor }: TabContext): Promise<ReactNode> {
  if (donationsTabs.some((t) => t.id === "my-donations" && t.roles.includes(actor.role))) return null;
  if (!(await hasGiven(actor))) return null;
  return <ProfileDonations actor={actor} />;
}
