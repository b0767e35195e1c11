import { Mail } from "lucide-react";
import { JoinUs, PageHero } from "@/components/site/page-shell";
import { site } from "@/lib/site";

/** The donation page (served at /donations and /donation). Card donations are not open yet. */
export function DonationPage() {
  return (
    <>
      <PageHero eyebrow="Donations" title="Support Our Mission">
        <p>Your gift helps us bring a calm, kind daily practice to more classrooms, workplaces and homes.</p>
      </PageHero>
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="card text-lg">
          <h2 className="text-2xl font-semibold text-brand-800">Giving by card opens soon</h2>
          <p className="mt-3 text-muted">
            We are setting up secure online card donations, one-time and monthly. Until then, write to us and we will gladly tell you how to
            give, or how to help in other ways.
          </p>
          <a href={`mailto:${site.contactEmail}?subject=Donation`} className="btn-primary mt-6 min-h-12 px-6">
            <Mail aria-hidden className="size-5" />
            {site.contactEmail}
          </a>
        </div>
      </section>
      {/* /donation is the same page: neither links to the donation page. */}
      <JoinUs current="/donations" />
    </>
  );
}
