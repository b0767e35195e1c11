import type { PageConfig } from "next";
import { PageHead } from "@/components/site/page-head";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { ScienceBasics } from "@/components/science/science-basics";
import { ScienceExplorer } from "@/components/science/science-explorer";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";

/** Plain HTML and CSS in the browser, without the framework's JavaScript (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

const seo = pageSeo({
  title: "Science",
  description:
    "The seven chakras as a map for reflection and nine breathing techniques, from box breathing to bee breath, each with steps, benefits and a guided breathing animation.",
  path: "/science",
});

export default function SciencePage() {
  return (
    <PageShell
      eyebrow="Science"
      title="The Science of Calm"
      intro={
        <p>
          Slow, steady breathing and practised attention help the body settle and the mind focus. Explore the seven chakras and nine
          breathing techniques, and breathe along with the guide.
        </p>
      }
    >
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: "Science", path: "/science" }])} />
      <ScienceBasics />
      <ScienceExplorer />
    </PageShell>
  );
}
