import type { PageConfig } from "next";
import { PageHead } from "@/components/site/page-head";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { ProgramCard } from "@/components/programs/program-card";
import { WellnessBenefits } from "@/components/programs/wellness-benefits";
import { programs } from "@/content/programs";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";

/** Plain HTML and CSS in the browser, without the framework's JavaScript (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

const seo = pageSeo({
  title: "Programs",
  description:
    "Four mindfulness programs built on one 30-minute daily practice: school morning sessions, workplace mental fitness, individual home practice and community wellness.",
  path: "/programs",
});

export default function ProgramsPage() {
  return (
    <PageShell
      eyebrow="Programs"
      title="Our Programs"
      intro={
        <p>
          Every program is built around the same 30-minute daily practice, shaped to the place where it is used: the classroom, the
          workplace, the home and the wider community.
        </p>
      }
    >
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: "Programs", path: "/programs" }])} />
      <section aria-labelledby="programs-list" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="programs-list" className="text-3xl font-semibold text-brand-800">
          Programs we offer
        </h2>
        <p className="mt-3 text-lg text-muted">Open a program to read its benefits, how it works and how we put it in place with you.</p>
        <ul className="mt-8 space-y-6">
          {programs.map((p) => (
            <li key={p.id}>
              <ProgramCard program={p} />
            </li>
          ))}
        </ul>
      </section>
      <WellnessBenefits />
      <div className="h-16" />
    </PageShell>
  );
}
