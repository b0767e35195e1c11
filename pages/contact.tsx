import type { PageConfig } from "next";
import { Mail } from "lucide-react";
import { JsonLd } from "@/components/site/json-ld";
import { PageHead } from "@/components/site/page-head";
import { PageShell } from "@/components/site/page-shell";
import { contact } from "@/content/contact";
import { handleContactForm } from "@/features/contact/server/forms";
import { ContactForm } from "@/features/contact/ui/contact-form";
import { NO_ANSWER, type FormAnswer } from "@/lib/static-site/form-result";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";
import { formPage } from "@/lib/static-site/form-page";

/**
 * The contact page: plain HTML and CSS without the framework's JavaScript (pages/_app.tsx), its
 * form answered by the page itself (lib/static-site/form-page.ts). Public and cached like the
 * marketing pages.
 */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getServerSideProps = formPage<{ answer: FormAnswer }>({
  source: "/contact",
  tag: PAGE_TAGS.forms,
  handle: handleContactForm,
  props: (_context, answer) => ({ answer }),
});

const seo = pageSeo({ ...contact.metadata, path: "/contact" });

export default function ContactPage({ answer = NO_ANSWER }: { answer?: FormAnswer }) {
  return (
    <>
      <PageHead seo={seo} />
      <PageShell eyebrow={contact.eyebrow} title={contact.title} intro={<p>{contact.intro}</p>} path="/contact">
        <JsonLd data={breadcrumbJsonLd([{ name: contact.metadata.title, path: "/contact" }])} />
        {/* Phone: address, form, topics. Desktop: address and topics beside the form. */}
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_2fr] lg:grid-rows-[auto_1fr]">
          <section aria-labelledby="contact-email-heading" className="card lg:col-start-1 lg:row-start-1">
            <h2 id="contact-email-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
              <Mail aria-hidden className="size-6 text-brand-600" />
              {contact.email.heading}
            </h2>
            <p className="mt-2 text-muted">{contact.email.text}</p>
            <a
              href={`mailto:${contact.email.address}`}
              className="mt-3 inline-flex min-h-11 items-center wrap-anywhere text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {contact.email.address}
            </a>
          </section>
          <div className="card flex flex-col sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ContactForm answer={answer} />
          </div>
          <section
            aria-labelledby="contact-topics-heading"
            className="self-start rounded-2xl bg-brand-50 p-6 lg:col-start-1 lg:row-start-2"
          >
            <h2 id="contact-topics-heading" className="text-lg font-semibold text-brand-800">
              {contact.topics.heading}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-ink marker:text-brand-600">
              {contact.topics.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        </div>
      </PageShell>
    </>
  );
}
