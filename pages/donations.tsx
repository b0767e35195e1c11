import type { PageConfig } from "next";
import { donationFormProps } from "@/features/donations/ui/donation-form-props";
import { DonationFormScreen, type DonationFormProps } from "@/features/donations/ui/donation-form-screen";

/**
 * The donation form, without the framework's JavaScript (pages/_app.tsx): a plain form that the
 * page answers itself (features/donations/server/forms.ts), with two small
 * inline scripts (features/donations/ui/donation-form.tsx). /donation is the same page.
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = donationFormProps("/donations");

export default function DonationsPage(props: DonationFormProps) {
  return <DonationFormScreen page="/donations" {...props} />;
}
