import type { PageConfig } from "next";
import { PageHead } from "@/components/site/page-head";
import { SiteLink } from "@/components/site/site-link";
import { ArrowRight, Building2, HeartHandshake, Home, Leaf, School, type LucideIcon } from "lucide-react";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { about, type AboutArea } from "@/content/about";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";

/** Plain HTML and CSS in the browser, without the framework's JavaScript (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

const seo = pageSeo({ ...about.metadata, path: "/about" });

const icons: Record<AboutArea["id"], LucideIcon> = {
  schools: School,
  workplaces: Building2,
  individuals: Home,
  communities: HeartHandshake,
};

export default function AboutPage() {
  return (
    <PageShell eyebrow={about.eyebrow} title={about.title} intro={<p>{about.intro}</p>}>
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: about.metadata.title, path: "/about" }])} />

      <section aria-labelledby="our-story" className="mx-auto max-w-3xl px-4 pt-12 sm:px-6 sm:pt-16">
        <h2 id="our-story" className="text-3xl font-semibold text-brand-800">
          {about.story.heading}
        </h2>
        <div className="mt-5 space-y-5 text-lg">
          {about.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="our-mission" className="px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-4xl rounded-3xl border border-line bg-sand-100 px-6 py-10 sm:px-12">
          <h2 id="our-mission" className="text-3xl font-semibold text-brand-800">
            {about.mission.heading}
          </h2>
          <p className="mt-4 font-display text-2xl text-brand-700 sm:text-3xl">“{about.mission.statement}”</p>
          <div className="mt-5 space-y-5 text-lg">
            {about.mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="what-we-do" className="px-4 pb-12 sm:px-6 sm:pb-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="what-we-do" className="text-3xl font-semibold text-brand-800">
            {about.whatWeDo.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">{about.whatWeDo.intro}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {about.whatWeDo.areas.map((area) => {
              const Icon = icons[area.id];
              return (
                <li key={area.id} className="card">
                  <span className="inline-grid size-12 place-items-center rounded-full bg-brand-50">
                    <Icon aria-hidden className="size-6 text-brand-600" />
                  </span>
                  <h3 className="mt-4 text-xl font-semibold text-ink">{area.title}</h3>
                  <p className="mt-2 text-muted">{area.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="our-values" className="border-y border-line bg-surface px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="our-values" className="text-3xl font-semibold text-brand-800">
            {about.values.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">{about.values.intro}</p>
          <ul className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {about.values.items.map((value) => (
              <li key={value.title} className="flex gap-4">
                <Leaf aria-hidden className="mt-1 size-6 shrink-0 text-brand-600" />
                <div>
                  <h3 className="text-xl font-semibold text-ink">{value.title}</h3>
                  <p className="mt-1 text-muted">{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="see-programs" className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h2 id="see-programs" className="text-3xl font-semibold text-brand-800">
          {about.programs.heading}
        </h2>
        <p className="mt-3 text-lg text-muted">{about.programs.text}</p>
        <SiteLink href={about.programs.link.href} className="btn-primary mt-6 min-h-12 px-6 text-lg">
          {about.programs.link.label}
          <ArrowRight aria-hidden className="size-5" />
        </SiteLink>
      </section>
    </PageShell>
  );
}
