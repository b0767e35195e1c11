import type { Metadata } from "next";
import { Images, Video } from "lucide-react";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { SiteLink } from "@/components/site/site-link";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Gallery",
  description:
    "Our photo gallery opens soon: photos of mindfulness sessions shared by our partner schools, each reviewed by our team so that every child's privacy is respected.",
  path: "/gallery",
});

/** The gallery is not built yet (a later issue): the page says so, and shows no photo it does not have. */
export default function GalleryPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Gallery", path: "/gallery" }])} />
      <PageShell
        eyebrow="Gallery"
        title="Photo Gallery"
        intro={<p>Moments from mindfulness sessions, shared by the schools we work with.</p>}
      >
        <section aria-labelledby="gallery-soon" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <div className="card flex flex-col gap-5 text-lg sm:flex-row sm:items-start sm:p-8">
            <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Images className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Coming soon</p>
              <h2 id="gallery-soon" className="mt-1 text-2xl font-semibold text-brand-800">
                The gallery opens soon
              </h2>
              <p className="mt-3 text-muted">
                No photos have been published yet. Soon our partner schools will share photos from their classes, events and celebrations
                here, and our team will review each one before it appears, so that every child&apos;s privacy is respected.
              </p>
              <SiteLink href="/videos" className="btn-secondary mt-6 min-h-12 px-5">
                <Video aria-hidden className="size-5" />
                Watch our guided videos
              </SiteLink>
            </div>
          </div>
        </section>
      </PageShell>
    </>
  );
}
