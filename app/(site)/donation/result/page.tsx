import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { JsonLd } from "@/components/site/json-ld";
import { giftOfCheckout } from "@/features/donations/server/history";
import { DonationPage, donationSeo, donationStatus, firstParam, resultView } from "@/features/donations/ui/donation-page";
import { env } from "@/lib/config/env";
import { getPayments } from "@/lib/payments";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/site/seo";

/**
 * Where a checkout returns: `/donation?status=success&session_id=…` or `/donation?status=failed`
 * (the spec's addresses), sent here by a rewrite (features/donations/return-rewrite.ts; the form
 * itself at /donation is pages/donation.tsx, without the framework's JavaScript). Rendered per
 * request and private: the success names the gift the server recorded for that checkout. Its
 * canonical URL, Open Graph URL and breadcrumb point to /donations.
 */
export const metadata: Metadata = pageMetadata(donationSeo);

export default async function DonationResultPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const status = donationStatus(params.status);
  // No status the page knows (an old link, a hand-typed address): the form.
  if (!status) redirect("/donation");
  const gift = status === "success" ? await giftOfCheckout(firstParam(params.session_id)) : null;
  const payments = getPayments();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Donations", path: "/donations" }])} />
      <DonationPage
        view={resultView(status, gift)}
        maxCents={env().donationMaxCents}
        payments={{ kind: payments.kind, mode: payments.livemode ? "live" : "test" }}
      />
    </>
  );
}
