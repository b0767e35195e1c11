import { SiteLink } from "@/components/site/site-link";
import { ChakraLinks } from "@/components/site/chakra-links";
import { NatureBackdrop } from "@/components/site/nature-backdrop";
import { homeHero } from "@/content/home";
import { site } from "@/lib/site";

/** The full-screen welcome: the mission line beside the column of seven chakra-coloured links. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden">
      <NatureBackdrop />
      <div className="relative mx-auto grid min-h-[calc(100dvh-4rem)] max-w-7xl items-center gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{site.name}</p>
          <h1 id="home-title" className="mt-3 text-4xl font-semibold text-brand-800 sm:text-6xl">
            {site.tagline}
          </h1>
          <p className="mt-6 text-lg text-ink/85 sm:text-xl">{homeHero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SiteLink href={homeHero.primaryAction.href} className="btn-primary min-h-12 px-6 text-lg">
              {homeHero.primaryAction.label}
            </SiteLink>
            <SiteLink href={homeHero.secondaryAction.href} className="btn-secondary min-h-12 px-6 text-lg">
              {homeHero.secondaryAction.label}
            </SiteLink>
          </div>
        </div>
        <ChakraLinks />
      </div>
    </section>
  );
}
