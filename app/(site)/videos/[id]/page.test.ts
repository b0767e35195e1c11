import { describe, expect, it } from "vitest";
import { createUser } from "@/test/db";
import { jsonLdOf, renderPage, textOf } from "@/test/render";
import { setUpMemoryStorage } from "@/test/storage";
import { createVideo } from "@/test/videos";
import VideoPage, { generateMetadata } from "./page";

setUpMemoryStorage();

const props = (id: string) => ({ params: Promise.resolve({ id }) });
const page = async (id: string) => renderPage(await VideoPage(props(id)));

describe("/videos/{id}", () => {
  it("shows an approved video with its details, VideoObject and breadcrumb data, and shares its thumbnail", async () => {
    const instructor = await createUser({ role: "instructor", name: "Maya", lastName: "Lindqvist" });
    const video = await createVideo(instructor, {
      courseName: "Breathing Circle",
      courseContent: "Four in, four out",
      description: "Follow the circle with your breath.",
      tags: ["breathing", "calm"],
      durationSeconds: 16,
      reviewedAt: new Date("2026-01-02T03:04:05Z"),
    });
    const html = await page(video.id);
    const text = textOf(html);
    expect(text).toContain("Guided video");
    expect(text).toContain("Breathing Circle");
    expect(text).toContain("All videos");
    expect(text).toContain("Maya Lindqvist");
    expect(text).toContain("What you will practise Four in, four out");
    expect(html).toMatch(/<a[^>]*href="\/videos\?tag=breathing"[^>]*>breathing<\/a>/);
    const [videoObject, breadcrumb] = jsonLdOf(html);
    expect(videoObject).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Breathing Circle",
      description: "Follow the circle with your breath.",
      thumbnailUrl: [`http://localhost:3000/videos/${video.id}/thumbnail`],
      uploadDate: "2026-01-02T03:04:05.000Z",
      duration: "PT16S",
      url: `http://localhost:3000/videos/${video.id}`,
      creator: { "@type": "Person", name: "Maya Lindqvist" },
      keywords: "breathing, calm",
      publisher: { "@type": "NGO", name: "Mindful Minds Foundation", url: "http://localhost:3000" },
    });
    expect(breadcrumb?.["@type"]).toBe("BreadcrumbList");

    const metadata = await generateMetadata(props(video.id));
    expect(metadata.alternates?.canonical).toBe(`/videos/${video.id}`);
    expect(metadata.openGraph).toMatchObject({
      type: "video.other",
      images: [{ url: `/videos/${video.id}/thumbnail`, alt: "Breathing Circle" }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("shares the site's image for a video without a thumbnail and cuts a long description to 160 characters", async () => {
    const video = await createVideo(null, { description: "word ".repeat(100), thumbnailKey: null, thumbnailType: null });
    const metadata = await generateMetadata(props(video.id));
    expect(String(metadata.description)).toHaveLength(158);
    expect(String(metadata.description).endsWith("…")).toBe(true);
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: "/opengraph-image" })]);
    expect(textOf(await page(video.id))).toContain("Mindful Minds Foundation");
  });
});
