import type { Metadata } from "next";
import { SiteLink } from "@/components/site/site-link";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell, Prose } from "@/components/site/page-shell";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Videos",
  description:
    "Guided mindfulness videos recorded by our instructors and reviewed by our team: breathing, attention and calm for every age.",
  path: "/videos",
});

export default function VideosPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Videos", path: "/videos" }])} />
      <PageShell
        eyebrow="Videos"
        title="Educational Videos"
        intro={<p>Guided practices recorded by our instructors and reviewed by our team before they are published.</p>}
      >
        <Prose>
          <p>
            Everyone may browse the guided videos; to watch them, and to pick up where you left off,{" "}
            <SiteLink href="/login" className="link">
              sign in
            </SiteLink>{" "}
            or{" "}
            <SiteLink href="/signup" className="link">
              create a free account
            </SiteLink>
            .
          </p>
        </Prose>
      </PageShell>
    </>
  );
}
