import type { PageConfig } from "next";
import { donationFormProps } from "@/features/donations/ui/donation-form-props";
import { DonationFormScreen, type DonationFormProps } from "@/features/donations/ui/donation-form-screen";

/**
 * The donation form at /donation, the spec's retry address after a failed payment: the same page
 * as /donations (pages/donations.tsx), whose URL it names as canonical. A checkout's return
 * (`/donation?status=…`) is not this page: a rewrite sends it to the App Router's result view
 * (features/donations/return-rewrite.ts).
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = donationFormProps("/donation");

export default function DonationAliasPage(props: DonationFormProps) {
  return <DonationFormScreen page="/donation" {...props} />;
}
