import { describe, expect, it } from "vitest";
import { insertPhoto } from "@/features/gallery/server/testing";
import { createUser } from "@/test/db";
import { renderPage, textOf } from "@/test/render";
import { setUpMemoryStorage } from "@/test/storage";
import GalleryPage, { metadata } from "./page";

setUpMemoryStorage();

/** The page as the server sends it: no session known (the Upload Photo island asks for it in the browser). */
const page = async (searchParams: Record<string, string> = {}) =>
  renderPage(await GalleryPage({ searchParams: Promise.resolve(searchParams) }));

describe("/gallery", () => {
  it("says kindly that nothing is published yet when the gallery is empty and nothing was asked", async () => {
    const text = textOf(await page());
    expect(text).toContain("No photos have been published yet");
    expect(text).not.toContain("No photos found matching your criteria.");
    expect(String(metadata.description)).toMatch(/reviewed by our team/);
  });

  it("shows the published photos with responsive images, the first row eager; the search that finds nothing says so", async () => {
    const school = await createUser({ role: "school", name: "Riverside Primary School", email: "office@riverside.example" });
    for (let i = 0; i < 4; i++) await insertPhoto(school, { title: `Published ${i}`, createdAt: new Date(Date.now() - i * 60_000) });
    await insertPhoto(school, { title: "Still waiting", status: "pending" });
    const html = await page();
    const text = textOf(html);
    expect(text).toContain("Showing 1–4 of 4 photos");
    for (let i = 0; i < 4; i++) expect(text).toContain(`Published ${i}`);
    expect(text).not.toContain("Still waiting");
    // Nothing of the uploader's account: the page is the same for everyone.
    expect(html).not.toContain("office@riverside.example");
    expect(html).not.toContain(school.id);
    expect(html).toMatch(/srcSet="\/gallery\/photos\/[^"]+ 480w, [^"]+ 960w, [^"]+ 1600w"/);
    expect(html.match(/loading="eager"/g)).toHaveLength(3);
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
    expect(textOf(await page({ q: "nothing like this" }))).toContain("No photos found matching your criteria.");
  });
});
