import type { Metadata } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { DonationPage } from "@/features/donations/ui/donation-page";
import { env } from "@/lib/env";
import { getPayments } from "@/lib/payments";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Donations",
  description:
    "Support the Mindful Minds Foundation: give once or monthly, and your gift brings a calm, kind daily mindfulness practice to more classrooms, workplaces and homes.",
  path: "/donations",
});

/**
 * The donation form, prerendered: the largest gift (DONATION_MAX_USD) and how payments are taken
 * are read when the page is built; the server checks every gift again when it is made.
 */
export default function DonationsPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Donations", path: "/donations" }])} />
      <DonationPage maxCents={env().donationMaxCents} payments={getPayments().kind} />
    </>
  );
}
