import { Home, Mail } from "lucide-react";
import { JoinUs, PageHero } from "@/components/site/page-shell";
import { SiteLink } from "@/components/site/site-link";
import { site } from "@/lib/site";

/** Where a card payment sends the donor back to: `/donation?status=success|failed` (spec). */
export type DonationStatus = "success" | "failed";

/** The `status` search parameter (its first value when repeated) when it is one the page knows. */
export function donationStatus(value: string | string[] | undefined): DonationStatus | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === "success" || first === "failed" ? first : undefined;
}

/**
 * What the page says after a payment, honestly: card giving is not open yet, so no payment was
 * made, whatever the address claims. Never a "Donation Successful" for a payment that did not
 * happen, nor a "Payment Failed" for one that was never tried.
 */
const afterPayment: Record<DonationStatus, { text: string; link: { href: string; label: string } }> = {
  success: {
    text: "So no payment was made and nothing was charged: there is nothing to confirm. Thank you for wanting to give; write to us and we will gladly tell you how.",
    link: { href: "/", label: "Return Home" },
  },
  failed: {
    text: "So there was no payment to fail: none was tried and nothing was charged. Write to us and we will gladly tell you how to give.",
    link: { href: "/donations", label: "Back to Donations" },
  },
};

/**
 * The donation page (served at /donations and /donation). Card donations are not open yet: the
 * page says so, and after a payment's return (`status`) says that no payment was made.
 */
export function DonationPage({ status }: { status?: DonationStatus } = {}) {
  const after = status ? afterPayment[status] : null;
  return (
    <>
      <PageHero eyebrow="Donations" title="Support Our Mission">
        <p>Your gift helps us bring a calm, kind daily practice to more classrooms, workplaces and homes.</p>
      </PageHero>
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        {after ? (
          <div role="status" className="card text-lg">
            <h2 className="text-2xl font-semibold text-brand-800">Card donations are not open yet</h2>
            <p className="mt-3 text-muted">{after.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={`mailto:${site.contactEmail}?subject=Donation`} className="btn-primary min-h-12 px-6">
                <Mail aria-hidden className="size-5" />
                {site.contactEmail}
              </a>
              <SiteLink href={after.link.href} className="btn-secondary min-h-12 px-6">
                <Home aria-hidden className="size-5" />
                {after.link.label}
              </SiteLink>
            </div>
          </div>
        ) : (
          <div className="card text-lg">
            <h2 className="text-2xl font-semibold text-brand-800">Giving by card opens soon</h2>
            <p className="mt-3 text-muted">
              We are setting up secure online card donations, one-time and monthly. Until then, write to us and we will gladly tell you how
              to give, or how to help in other ways.
            </p>
            <a href={`mailto:${site.contactEmail}?subject=Donation`} className="btn-primary mt-6 min-h-12 px-6">
              <Mail aria-hidden className="size-5" />
              {site.contactEmail}
            </a>
          </div>
        )}
      </section>
      {/* /donation is the same page: neither links to the donation page. */}
      <JoinUs current="/donations" />
    </>
  );
}
