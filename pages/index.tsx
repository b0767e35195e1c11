import type { PageConfig } from "next";
import { PageHead } from "@/components/site/page-head";
import { HomeHero } from "@/components/home/home-hero";
import { MissionSection } from "@/components/home/mission-section";
import { RoutineSection } from "@/components/home/routine-section";
import { JsonLd } from "@/components/site/json-ld";
import { organizationJsonLd, pageSeo } from "@/lib/site/seo";
import { site } from "@/lib/site";

/** Plain HTML and CSS in the browser, without the framework's JavaScript (pages/_app.tsx). */
export const config: PageConfig = { unstable_runtimeJS: false };

const seo = pageSeo({
  title: site.tagline,
  description:
    "Mindful Minds Foundation teaches mindfulness and emotional well-being to schools, workplaces and individuals through a simple 30-minute daily practice.",
  path: "/",
});

/** The home page. No "Join Us in Our Mission" block here: it closes the other public pages. */
export default function HomePage() {
  return (
    <>
      <PageHead seo={seo} />
      <JsonLd data={organizationJsonLd()} />
      <HomeHero />
      <MissionSection />
      <RoutineSection />
    </>
  );
}
