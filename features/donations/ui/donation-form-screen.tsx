import { JsonLd } from "@/components/site/json-ld";
import { PageHead } from "@/components/site/page-head";
import type { FormAnswer } from "@/lib/static-site/form-result";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";
import type { PaymentsShown } from "@/lib/config/settings";
import type { DonationFormPage } from "./donation-form-model";
import { DonationPage, donationSeo } from "./donation-page";

/** The page's props (./donation-form-props.ts reads them). */
export type DonationFormProps = { answer: FormAnswer; maxCents: number; payments: PaymentsShown };

const seo = pageSeo(donationSeo);

/** The donation form's page, at either address: its head (canonical /donations), breadcrumb and form. */
export function DonationFormScreen({ page, answer, maxCents, payments }: DonationFormProps & { page: DonationFormPage }) {
  return (
    <>
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: donationSeo.title, path: donationSeo.path }])} />
      <DonationPage view={{ kind: "form", page, answer }} maxCents={maxCents} payments={payments} />
    </>
  );
}
