import { describe, expect, it } from "vitest";
import { createUser } from "@/test/db";
import { createLibraryItem } from "@/test/library";
import { jsonLdOf, renderPage, textOf } from "@/test/render";
import { setUpMemoryStorage } from "@/test/storage";
import ResourcePage, { generateMetadata } from "./page";

setUpMemoryStorage();

const props = (id: string) => ({ params: Promise.resolve({ id }) });
const page = async (id: string) => renderPage(await ResourcePage(props(id)));

describe("/resources/{id}", () => {
  it("shows a published item with its author, subject, length and keywords as searches, its VideoObject and breadcrumb", async () => {
    const staff = await createUser({ role: "admin" });
    const item = await createLibraryItem(staff, {
      title: "Box Breathing for Exam Days",
      author: "Priya Raman",
      subject: "Focus",
      description: "A steady square of breath.",
      keywords: ["breathing", "exams"],
      durationSeconds: 16,
      approvedAt: new Date("2026-01-02T03:04:05Z"),
    });
    const html = await page(item.id);
    const text = textOf(html);
    expect(text).toContain("Library");
    expect(text).toContain("All resources");
    expect(html).toMatch(/<a[^>]*href="\/resources\?author=Priya\+Raman"[^>]*>Priya Raman<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/resources\?subject=Focus"[^>]*>Focus<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/resources\?keyword=exams"[^>]*>exams<\/a>/);
    expect(text).toContain("Keywords");
    const [videoObject, breadcrumb] = jsonLdOf(html);
    expect(videoObject).toMatchObject({
      "@type": "VideoObject",
      name: "Box Breathing for Exam Days",
      thumbnailUrl: [`http://localhost:3000/resources/${item.id}/cover`],
      uploadDate: "2026-01-02T03:04:05.000Z",
      duration: "PT16S",
      url: `http://localhost:3000/resources/${item.id}`,
      creator: { "@type": "Person", name: "Priya Raman" },
      about: "Focus",
      keywords: "breathing, exams",
    });
    expect(breadcrumb).toMatchObject({ "@type": "BreadcrumbList" });

    const metadata = await generateMetadata(props(item.id));
    expect(metadata.alternates?.canonical).toBe(`/resources/${item.id}`);
    expect(metadata.openGraph).toMatchObject({
      type: "video.other",
      images: [{ url: `/resources/${item.id}/cover`, alt: "Box Breathing for Exam Days" }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("leaves out a length it does not know and keywords it has none of", async () => {
    const item = await createLibraryItem(null, { durationSeconds: null, keywords: [] });
    const html = await page(item.id);
    expect(textOf(html)).not.toContain("Keywords");
    expect(jsonLdOf(html)[0]).not.toHaveProperty("duration");
    expect(jsonLdOf(html)[0]).not.toHaveProperty("keywords");
  });
});
