/**
 * /videos as the server sends it (pages/videos.tsx): its getServerSideProps cleans the URL and
 * reads its data from the feature's service; the markup is a plain GET form whose
 * selects apply at once, the cards as links that open the page's one details dialog (filled from
 * the card), Play as links for a guest and for a signed-in viewer, and the inline scripts. What it does in the browser is in
 * e2e/video-catalogue.spec.ts.
 */
import type { GetServerSidePropsContext } from "next";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectShellSameAtEveryAddress } from "@/test/html-cache";
import { renderHtml, textOf } from "@/test/render";
import type { CatalogueData } from "../../page-data";
import { catalogueData } from "../../server/page-data";
import { CatalogueListing, CatalogueScreen, type CataloguePageProps } from "./catalogue-page";
import { catalogueProps } from "./catalogue-props";
import type { CatalogueParams } from "./params";
import type { CatalogueVideo } from "./types";

vi.mock("../../server/page-data", () => ({ catalogueData: vi.fn() }));

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
  filters: {
    instructors: [{ id: id(9), name: "Maya Lotus" }],
    topics: [
      { value: "body scan", label: "Body scan" },
      { value: "calm", label: "Calm" },
    ],
  },
});

const page = (props: CataloguePageProps) => renderHtml(createElement(CatalogueScreen, props));

describe("catalogueProps (getServerSideProps of /videos)", () => {
  it("reads the data for the URL's cleaned parameters", async () => {
    const asked: CatalogueParams[] = [];
    vi.mocked(catalogueData).mockImplementation(async (params) => {
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
    // Topics in their own spelling, found by their lower-case value.
    expect(markup).toMatch(/<option value="calm" selected="">Calm<\/option>/);
    expect(markup).toMatch(/<option value="body scan">Body scan<\/option>/);
    expect(markup).toMatch(new RegExp(`<option value="${id(9)}" selected="">Maya Lotus</option>`));
    expect(markup).toContain('href="/videos?q=tide&amp;tag=calm&amp;instructor=00000000-0000-4000-8000-000000000009&amp;page=2"');
    expect(textOf(markup)).toContain("Showing 1–2 of 11 videos");
  });

  it("shows each video as a link to its page that opens the one details dialog, handing it the details and both Plays", () => {
    const markup = page({ params: {}, ...data([video(1), video(2)]) });
    const card = new RegExp(`<a data-details-page="/videos/${id(1)}"[^>]*>`).exec(markup)?.[0] ?? "";
    expect(card).toContain(`data-details-play="/videos/${id(1)}?play=1"`);
    expect(card).toContain(`data-details-sign-in="/login?callbackUrl=%2Fvideos%2F${id(1)}%3Fplay%3D1"`);
    expect(card).toContain('data-details-instructor="Maya Lotus"');
    expect(card).toContain('data-details-duration="2 min"');
    expect(card).toContain('data-details-content="Breathe in.\nBreathe out."');
    expect(card).toContain('data-details-tags="[&quot;calm&quot;]"');
    expect(card).toContain(`href="/videos/${id(1)}" aria-haspopup="dialog" aria-controls="video-details" data-opens-dialog=""`);
    // A video without an instructor is the foundation's.
    expect(markup).toMatch(new RegExp(`<a data-details-page="/videos/${id(2)}"[^>]*data-details-instructor="Mindful Minds Foundation"`));
    expect(markup).toContain('<p data-details-description="" class="line-clamp-2 text-muted">A calm practice by the sea.</p>');
    // One dialog for the page, outside the results (in the frame), with both Plays for the site script to choose from.
    expect(markup.match(/<dialog /g)).toHaveLength(1);
    const dialog = /<dialog id="video-details".*?<\/dialog>/s.exec(markup)?.[0] ?? "";
    expect(dialog).toContain('aria-labelledby="video-details-title"');
    expect(markup.indexOf("<dialog ")).toBeGreaterThan(markup.indexOf('<template data-cache-hole="end">'));
    expect(dialog).toMatch(/<a data-guest="" data-details="sign-in" href="\/login"/);
    expect(dialog).toMatch(/<a data-user="" data-details="play" hidden="" href="\/videos"/);
    // The scripts: the forms', the dialogs', the details' and the content protection, inline (no framework JavaScript).
    expect(markup).toMatch(/<script>\(function enhancePlainDialogs\(\)/);
    expect(markup).toMatch(/<script>\(function enhanceVideoDetails\(\)/);
    expect(markup).toMatch(/<script>\(function protectContent\(doc\)/);
  });

  it("says when a search finds nothing, and when nothing is published yet", () => {
    expect(textOf(page({ params: { q: "zzz" }, ...data([]) }))).toContain("No videos found matching your criteria.");
    expect(textOf(page({ params: {}, ...data([]) }))).toContain("No videos have been published yet. Check back soon.");
  });
});

describe("the page's frame (lib/static-site/html-cache.ts)", () => {
  it("is the same at every address: all that differs is in the slot, which renders alone as it does in the page", () => {
    expectShellSameAtEveryAddress(CatalogueScreen, CatalogueListing, {
      one: { params: { q: "tide", duration: "short", page: 2 }, ...data([video(1), video(2)], 11) },
      other: { params: {}, ...data([]) },
      preloads: 2,
    });
  });
});
