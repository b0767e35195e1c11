import type { Metadata } from "next";
import { DonationPage, donationStatus } from "@/components/site/donation-page";
import { JsonLd } from "@/components/site/json-ld";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

/**
 * The same page as /donations (the retry target after a failed payment): its canonical URL,
 * Open Graph URL and breadcrumb point to /donations, so search engines index that one only.
 * It is where a card payment returns (`?status=success|failed`), so it reads the status and is
 * rendered per request; /donations stays prerendered.
 */
export const metadata: Metadata = pageMetadata({
  title: "Donations",
  description:
    "Support the Mindful Minds Foundation: your gift brings a calm, kind daily mindfulness practice to more classrooms, workplaces and homes.",
  path: "/donations",
});

export default async function DonationAliasPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const status = donationStatus((await searchParams).status);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Donations", path: "/donations" }])} />
      <DonationPage status={status} />
    </>
  );
}
