// Apart from the page's markup (./donation-form-screen.tsx): Next leaves getServerSideProps and
// what only it imports out of the page's browser build, and these imports (node:crypto, node:fs)
// cannot go there.
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { donationSettings } from "@/lib/config/settings";
import { formPage } from "@/lib/static-site/form-page";
import { handleDonationForm } from "../server/forms";
import type { DonationFormProps } from "./donation-form-screen";
import type { DonationFormPage } from "./donation-form-model";

/**
 * getServerSideProps of the donation form's two addresses (pages/donations.tsx and
 * pages/donation.tsx): the page answers its own form, and shows the largest gift and how gifts
 * are paid, the running server's settings, which its kept HTML follows (`variant`).
 */
export function donationFormProps(page: DonationFormPage) {
  return formPage<DonationFormProps>({
    source: page,
    tag: PAGE_TAGS.forms,
    variant: () => JSON.stringify(donationSettings()),
    handle: handleDonationForm,
    props: (_context, answer) => ({ answer, ...donationSettings() }),
  });
}
