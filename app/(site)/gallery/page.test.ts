import { describe, expect, it } from "vitest";
import { renderHtml, textOf } from "@/test/render";
import GalleryPage, { metadata } from "./page";

describe("/gallery", () => {
  it("says it is a placeholder: the gallery is not open and no photo is published yet", () => {
    const text = textOf(renderHtml(GalleryPage()));
    expect(text).toContain("Coming soon");
    expect(text).toContain("No photos have been published yet.");
    // Nothing reads as if photos were already there.
    expect(text).not.toMatch(/Partner schools post their own photos/);
    expect(String(metadata.description)).toMatch(/opens soon/);
  });
});
