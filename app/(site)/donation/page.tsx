import type { Metadata } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { giftOfCheckout } from "@/features/donations/server/history";
import { DonationPage, donationStatus, donationView, firstParam } from "@/features/donations/ui/donation-page";
import { env } from "@/lib/env";
import { getPayments } from "@/lib/payments";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

/**
 * The same page as /donations (the retry target after a failed payment): its canonical URL,
 * Open Graph URL and breadcrumb point to /donations, so search engines index that one only.
 * It is where a checkout returns (`?status=success&session_id=…`, `?status=failed`), so it is
 * rendered per request: the success names the gift the server recorded for that checkout.
 */
export const metadata: Metadata = pageMetadata({
  title: "Donations",
  description:
    "Support the Mindful Minds Foundation: give once or monthly, and your gift brings a calm, kind daily mindfulness practice to more classrooms, workplaces and homes.",
  path: "/donations",
});

export default async function DonationAliasPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const status = donationStatus(params.status);
  const gift = status === "success" ? await giftOfCheckout(firstParam(params.session_id)) : null;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Donations", path: "/donations" }])} />
      <DonationPage view={donationView(status, gift)} maxCents={env().donationMaxCents} payments={getPayments().kind} />
    </>
  );
}
