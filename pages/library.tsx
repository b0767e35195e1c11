import { SiteLink } from "@/components/site/site-link";
import { Check, Mail, Video } from "lucide-react";
import { EmailLink } from "@/components/site/email-link";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { careers } from "@/content/careers";
import type { PageConfig } from "next";
import { PageHead } from "@/components/site/page-head";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";

/** Plain HTML and CSS in the browser, without the framework's JavaScript (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

const seo = pageSeo({ ...careers.metadata, path: "/library" });

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** /library is the Careers page (spec route map). */
export default function CareersPage() {
  const { apply } = careers;
  const mailto = `mailto:${apply.email}?subject=${encodeURIComponent(apply.subject)}`;
  return (
    <PageShell eyebrow={careers.eyebrow} title={careers.title} intro={<p>{careers.intro}</p>}>
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: careers.metadata.title, path: "/library" }])} />

      <section aria-labelledby="opening" className="mx-auto max-w-3xl px-4 pt-12 sm:px-6 sm:pt-16">
        <h2 id="opening" className="text-3xl font-semibold text-brand-800">
          {careers.opening.heading}
        </h2>
        {careers.opening.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg">
            {paragraph}
          </p>
        ))}
      </section>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2">
        <section aria-labelledby="the-role" className="card">
          <h2 id="the-role" className="text-2xl font-semibold text-brand-800">
            {careers.role.heading}
          </h2>
          <p className="mt-2 text-muted">{careers.role.intro}</p>
          <CheckList items={careers.role.items} />
        </section>
        <section aria-labelledby="looking-for" className="card">
          <h2 id="looking-for" className="text-2xl font-semibold text-brand-800">
            {careers.lookingFor.heading}
          </h2>
          <p className="mt-2 text-muted">{careers.lookingFor.intro}</p>
          <CheckList items={careers.lookingFor.items} />
        </section>
      </div>

      <section aria-labelledby="how-to-apply" className="px-4 pb-12 sm:px-6 sm:pb-16">
        <div className="mx-auto max-w-3xl rounded-3xl border border-line bg-sand-100 px-6 py-10 sm:px-10">
          <h2 id="how-to-apply" className="text-3xl font-semibold text-brand-800">
            {apply.heading}
          </h2>
          <p className="mt-3 text-lg">{apply.intro}</p>
          <ol className="mt-4 space-y-3 text-lg">
            {apply.steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 font-semibold text-white">
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col items-start gap-3">
            <a href={mailto} className="btn-primary min-h-12 px-6 text-lg">
              <Mail aria-hidden className="size-5 shrink-0" />
              {apply.button}
            </a>
            <p className="text-lg">
              {apply.addressLabel} <EmailLink subject={apply.subject} />
            </p>
          </div>
          <p className="mt-6 text-muted">{apply.after}</p>
        </div>
      </section>

      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 sm:flex-row sm:items-center">
          <Video aria-hidden className="size-8 shrink-0 text-brand-600" />
          <p className="flex-1 text-muted">{careers.videos.text}</p>
          <SiteLink href={careers.videos.link.href} className="btn-secondary min-h-12 shrink-0 px-5">
            {careers.videos.link.label}
          </SiteLink>
        </div>
      </div>
    </PageShell>
  );
}
