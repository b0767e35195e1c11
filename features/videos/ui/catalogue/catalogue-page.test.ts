/**
 * /videos as the server sends it (pages/videos.tsx): its getServerSideProps cleans the URL and
 * reads the data the server provides (lib/page-data.ts); the markup is a plain GET form whose
 * selects apply at once, the cards as links each with its plain dialog, Play as links for a guest
 * and for a signed-in viewer, and the inline scripts. What it does in the browser is in
 * e2e/video-catalogue.spec.ts.
 */
import type { GetServerSidePropsContext } from "next";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { expectFrameSameAtEveryAddress } from "@/test/kept-pages";
import { renderHtml, textOf } from "@/test/render";
import { cataloguePageData, type CatalogueData } from "../../page-data";
import { CatalogueListing, CatalogueScreen, type CataloguePageProps } from "./catalogue-page";
import { catalogueProps } from "./catalogue-props";
import type { CatalogueParams } from "./params";
import type { CatalogueVideo } from "./types";

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const video = (n: number): CatalogueVideo => ({
  id: id(n),
  title: `Tide breathing ${n}`,
  description: "A calm practice by the sea.",
  courseContent: "Breathe in.\nBreathe out.",
  instructorName: n === 1 ? "Maya Lotus" : null,
  durationSeconds: 125,
  tags: ["calm"],
  thumbnailUrl: `/api/v1/files/download?key=thumb-${n}`,
});

const data = (videos: CatalogueVideo[], total = videos.length): CatalogueData => ({
  result: { videos, total, page: 1, pageSize: 9, totalPages: Math.max(1, Math.ceil(total / 9)) },
  filters: { instructors: [{ id: id(9), name: "Maya Lotus" }], tags: ["calm", "focus", "recommended"] },
});

const page = (props: CataloguePageProps) => renderHtml(createElement(CatalogueScreen, props));

describe("catalogueProps (getServerSideProps of /videos)", () => {
  it("reads the data for the URL's cleaned parameters", async () => {
    const asked: CatalogueParams[] = [];
    cataloguePageData.provide(async (params) => {
      asked.push(params);
      return data([video(1)]);
    });
    const context = { query: { q: "  tide ", tag: "", duration: "forever", page: "2", utm_source: "mail" } };
    const answer = await catalogueProps(context as unknown as GetServerSidePropsContext);
    expect(asked).toEqual([{ q: "tide", page: 2 }]);
    expect(answer).toEqual({ props: { params: { q: "tide", page: 2 }, ...data([video(1)]) } });
  });
});

describe("the /videos page", () => {
  it("is a plain GET search form whose selects apply at once, with the URL's values and the approved videos' choices", () => {
    const markup = page({ params: { q: "tide", tag: "calm", instructor: id(9) }, ...data([video(1), video(2)], 11) });
    const form = /<form [^>]*>/.exec(markup)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/videos"');
    expect(form).toContain("data-apply-selects");
    expect(markup).toMatch(/<input [^>]*name="q"[^>]*value="tide"/);
    expect(markup).toMatch(/<option value="calm" selected="">calm<\/option>/);
    // The dashboard's `recommended` flag is no topic.
    expect(markup).not.toMatch(/<option value="recommended"/);
    expect(markup).toMatch(new RegExp(`<option value="${id(9)}" selected="">Maya Lotus</option>`));
    expect(markup).toContain('href="/videos?q=tide&amp;tag=calm&amp;instructor=00000000-0000-4000-8000-000000000009&amp;page=2"');
    expect(textOf(markup)).toContain("Showing 1–2 of 11 videos");
  });

  it("shows each video as a link to its page that opens its details in a plain dialog, with Play for a guest and for a signed-in viewer", () => {
    const markup = page({ params: {}, ...data([video(1)]) });
    expect(markup).toMatch(
      new RegExp(`<a href="/videos/${id(1)}" aria-haspopup="dialog" aria-controls="video-${id(1)}" data-opens-dialog=""`),
    );
    expect(markup).toMatch(new RegExp(`<dialog id="video-${id(1)}" data-plain-dialog="" aria-labelledby="video-${id(1)}-title"`));
    const dialog = new RegExp(`<dialog id="video-${id(1)}".*?</dialog>`, "s").exec(markup)?.[0] ?? "";
    expect(textOf(dialog)).toContain("Maya Lotus");
    expect(textOf(dialog)).toContain("2 min");
    expect(dialog).toContain("Breathe in.\nBreathe out.");
    expect(dialog).toContain(`<a data-guest="" href="/login?callbackUrl=%2Fvideos%2F${id(1)}%3Fplay%3D1"`);
    expect(dialog).toContain(`<a data-user="" hidden="" href="/videos/${id(1)}?play=1"`);
    // The scripts: the forms', the dialogs' and the content protection, inline (no framework JavaScript).
    expect(markup).toMatch(/<script>\(function enhancePlainDialogs\(\)/);
    expect(markup).toMatch(/<script>\(function protectContent\(doc\)/);
  });

  it("says when a search finds nothing, and when nothing is published yet", () => {
    expect(textOf(page({ params: { q: "zzz" }, ...data([]) }))).toContain("No videos found matching your criteria.");
    expect(textOf(page({ params: {}, ...data([]) }))).toContain("No videos have been published yet. Check back soon.");
  });
});

describe("the page's frame (lib/kept-pages-server.ts)", () => {
  it("is the same at every address: all that differs is in the slot, which renders alone as it does in the page", () => {
    expectFrameSameAtEveryAddress(CatalogueScreen, CatalogueListing, {
      one: { params: { q: "tide", duration: "short", page: 2 }, ...data([video(1), video(2)], 11) },
      other: { params: {}, ...data([]) },
      preloads: 2,
    });
  });
});
