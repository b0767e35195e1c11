// Apart from the page's markup (./donation-form-screen.tsx): Next leaves getServerSideProps and
// what only it imports out of the page's browser build, and these imports (node:crypto, node:fs)
// cannot go there.
import type { GetServerSideProps } from "next";
import { takeAnswer } from "@/lib/form-answer-cookie";
import { donationSettings } from "@/lib/settings";
import type { DonationFormProps } from "./donation-form-screen";
import type { DonationFormPage } from "./donation-form-model";

/**
 * getServerSideProps of the donation form's two addresses (pages/donations.tsx and
 * pages/donation.tsx): the answer to a post on the `?answer` view (lib/form-answer-cookie.ts), the
 * largest gift and how gifts are paid. Rendered per request for that answer; the plain page is the
 * same for every visitor.
 */
export function donationFormProps(page: DonationFormPage): GetServerSideProps<DonationFormProps> {
  return async (context) => ({ props: { answer: takeAnswer(context, page), ...donationSettings() } });
}
