import type { Metadata } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell, Prose } from "@/components/site/page-shell";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Gallery",
  description:
    "Photos of mindfulness sessions shared by our partner schools, each reviewed by our team so that every child's privacy is respected.",
  path: "/gallery",
});

export default function GalleryPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Gallery", path: "/gallery" }])} />
      <PageShell
        eyebrow="Gallery"
        title="Photo Gallery"
        intro={<p>Moments from mindfulness sessions, shared by the schools we work with.</p>}
      >
        <Prose>
          <p>
            Partner schools post their own photos from classes, events and celebrations. Each photo is reviewed by our team before it
            appears here, so that every child&apos;s privacy is respected.
          </p>
        </Prose>
      </PageShell>
    </>
  );
}
