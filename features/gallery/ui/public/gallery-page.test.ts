/**
 * /gallery as the server sends it (pages/gallery.tsx): its getServerSideProps cleans the URL and
 * reads its data from the feature's service; the markup is a plain GET form whose
 * selects apply at once, the cards as links, the lightbox's frame and Upload Photo for a school,
 * with their inline scripts. What it does in the browser is in e2e/gallery.spec.ts.
 */
import type { GetServerSidePropsContext } from "next";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectShellSameAtEveryAddress } from "@/test/html-cache";
import { renderHtml, textOf } from "@/test/render";
import type { GalleryData } from "../../page-data";
import { galleryData } from "../../server/page-data";
import type { PublicPhoto } from "../types";
import { GalleryListing, GalleryScreen, UPLOAD_HREF, type GalleryPageProps } from "./gallery-page";
import { galleryProps } from "./gallery-props";
import type { GalleryParams } from "./params";

vi.mock("../../server/page-data", () => ({ galleryData: vi.fn() }));

const photo = (n: number): PublicPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Sunrise breathing ${n}`,
  description: n === 1 ? "Before lessons, by the window." : "",
  category: "classroom",
  schoolName: "Riverside Primary School",
  createdAt: "2026-11-01T23:30:00.000Z",
  images: [480, 960, 1600].map((width) => ({
    url: `/gallery/photos/00000000-0000-4000-8000-00000000000${n}/${width}?v=a`,
    width,
    height: (width * 2) / 3,
  })),
});

const data = (photos: PublicPhoto[], total = photos.length): GalleryData => ({
  result: { photos, total, page: 1, totalPages: Math.max(1, Math.ceil(total / 9)) },
});

const page = (props: GalleryPageProps) => renderHtml(createElement(GalleryScreen, props));

describe("galleryProps (getServerSideProps of /gallery)", () => {
  it("reads the data for the URL's cleaned parameters", async () => {
    const asked: GalleryParams[] = [];
    vi.mocked(galleryData).mockImplementation(async (params) => {
      asked.push(params);
      return data([photo(1)]);
    });
    const context = { query: { q: "  river ", category: "nonsense", date: "all", sort: "school", page: "x", utm_source: "mail" } };
    const answer = await galleryProps(context as unknown as GetServerSidePropsContext);
    expect(asked).toEqual([{ q: "river", sort: "school" }]);
    expect(answer).toEqual({ props: { params: { q: "river", sort: "school" }, ...data([photo(1)]) } });
  });
});

describe("the /gallery page", () => {
  it("is a plain GET search form whose selects apply at once, with the URL's values", () => {
    const markup = page({ params: { q: "river", category: "event", sort: "school" }, ...data([photo(1), photo(2)], 11) });
    const form = /<form [^>]*>/.exec(markup)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/gallery"');
    expect(form).toContain("data-get-form");
    expect(form).toContain("data-apply-selects");
    expect(form).toContain('data-defaults="{&quot;date&quot;:&quot;all&quot;,&quot;sort&quot;:&quot;newest&quot;}"');
    expect(markup).toMatch(/<input [^>]*name="q"[^>]*value="river"/);
    expect(markup).toMatch(/<option value="event" selected="">Event<\/option>/);
    expect(markup).toMatch(/<option value="school" selected="">School name \(A–Z\)<\/option>/);
    // Eleven results: a second page, its link keeping the search; Clear filters keeps the order.
    expect(markup).toContain('href="/gallery?q=river&amp;category=event&amp;sort=school&amp;page=2"');
    expect(markup).toContain('href="/gallery?sort=school"');
    expect(textOf(markup)).toContain("Showing 1–2 of 11 photos");
  });

  it("shows each photo as a link to its largest size, responsive, the first row eager, its date in UTC until the script writes the visitor's", () => {
    const markup = page({ params: {}, ...data([1, 2, 3, 4].map(photo)) });
    expect(markup).toContain('href="/gallery/photos/00000000-0000-4000-8000-000000000001/1600?v=a"');
    expect(markup).toMatch(/srcSet="\/gallery\/photos\/[^"]+ 480w, [^"]+ 960w, [^"]+ 1600w"/);
    expect(markup.match(/loading="eager"/g)).toHaveLength(3);
    expect(markup.match(/loading="lazy"/g)).toHaveLength(1);
    expect(markup).toContain('<time dateTime="2026-11-01T23:30:00.000Z" data-local-date="">1 Nov 2026</time>');
    const text = textOf(markup);
    expect(text).toContain("Sunrise breathing 4");
    expect(text).toContain("Before lessons, by the window.");
  });

  it("has the lightbox's frame and its script, and Upload Photo only in a template for a school", () => {
    const markup = page({ params: {}, ...data([photo(1)]) });
    expect(markup).toMatch(
      /<dialog data-lightbox="" data-plain-dialog="" aria-labelledby="lightbox-title" aria-describedby="lightbox-description"/,
    );
    // Its own script, and the plain dialogs' (Tab kept inside).
    expect(markup).toMatch(/<script>\(function enhanceGallery\(\)/);
    expect(markup).toMatch(/<script>\(function enhancePlainDialogs\(\)/);
    expect(markup).toMatch(/<div data-account="" data-roles="school"><div data-guest=""><\/div><template data-user-template="">/);
    expect(markup).toContain(`href="${UPLOAD_HREF.replace(/&/g, "&amp;")}"`);
    // Only in the template: a guest's page shows no Upload Photo.
    expect(markup.replace(/<template data-user-template="">.*?<\/template>/s, "")).not.toContain("Upload Photo");
  });

  it("says when a search finds nothing, and when nothing is published yet", () => {
    expect(textOf(page({ params: { q: "zzz" }, ...data([]) }))).toContain("No photos found matching your criteria.");
    const empty = textOf(page({ params: {}, ...data([]) }));
    expect(empty).toContain("No photos have been published yet");
    expect(empty).not.toContain("No photos found matching your criteria.");
  });
});

describe("the page's frame (lib/static-site/html-cache.ts)", () => {
  it("is the same at every address: all that differs is in the slot, which renders alone as it does in the page", () => {
    expectShellSameAtEveryAddress(GalleryScreen, GalleryListing, {
      one: { params: { q: "river", category: "event", page: 2 }, ...data([photo(1), photo(2)], 11) },
      other: { params: {}, ...data([]) },
      // The eager photos' preloads, by their srcset.
      preloads: 2,
    });
  });
});
