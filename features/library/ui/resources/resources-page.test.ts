/**
 * /resources as the server sends it (pages/resources.tsx): its getServerSideProps cleans the URL
 * and reads its data from the feature's service; the markup is a plain GET form, the
 * cards and the pages as links, with the content protection as an inline script. What it does in
 * the browser is in e2e/library.spec.ts.
 */
import type { GetServerSidePropsContext } from "next";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectShellSameAtEveryAddress } from "@/test/html-cache";
import { renderHtml, textOf } from "@/test/render";
import type { ResourcesData } from "../../page-data";
import { resourcesData } from "../../server/page-data";
import type { LibraryItem } from "../../server/serialize";
import type { ResourceParams } from "./params";
import { ResourcesListing, ResourcesScreen, type ResourcesPageProps } from "./resources-page";
import { resourcesProps } from "./resources-props";

vi.mock("../../server/page-data", () => ({ resourcesData: vi.fn() }));

const item = (n: number): LibraryItem => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Tide breathing ${n}`,
  author: "Priya Raman",
  subject: "Breathing",
  description: "A guided talk by the sea.",
  keywords: ["tide"],
  isApproved: true,
  approved: true,
  status: "published",
  approvedAt: "2026-11-01T10:00:00.000Z",
  coverImage: `/api/v1/files/download?key=cover-${n}`,
  videoUrl: null,
  durationSeconds: 120,
  uploadedBy: null,
  deletedAt: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
});

const data = (items: LibraryItem[], total = items.length): ResourcesData => ({
  result: { items, total, page: 1, pageSize: 9, totalPages: Math.max(1, Math.ceil(total / 9)) },
  filters: { subjects: ["Breathing", "Focus"], keywords: ["exams", "tide"] },
});

const page = (props: ResourcesPageProps) => renderHtml(createElement(ResourcesScreen, props));

describe("resourcesProps (getServerSideProps of /resources)", () => {
  it("reads the data for the URL's cleaned parameters", async () => {
    const asked: ResourceParams[] = [];
    vi.mocked(resourcesData).mockImplementation(async (params) => {
      asked.push(params);
      return data([item(1)]);
    });
    const context = { query: { search: "  tide ", title: "", keyword: "Calm", page: "x", utm_source: "mail" } };
    const answer = await resourcesProps(context as unknown as GetServerSidePropsContext);
    expect(asked).toEqual([{ search: "tide", keyword: "calm" }]);
    expect(answer).toEqual({ props: { params: { search: "tide", keyword: "calm" }, ...data([item(1)]) } });
  });
});

describe("the /resources page", () => {
  it("is a plain GET search form with the URL's values and the published items' choices, then the cards as links", () => {
    const markup = page({ params: { search: "tide", subject: "Focus" }, ...data([item(1), item(2)], 11) });
    const form = /<form [^>]*>/.exec(markup)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/resources"');
    expect(form).toContain("data-get-form");
    expect(markup).toMatch(/<input [^>]*name="search"[^>]*value="tide"/);
    expect(markup).toMatch(/<option value="Focus" selected="">Focus<\/option>/);
    expect(markup).toContain('href="/resources/00000000-0000-4000-8000-000000000001"');
    expect(textOf(markup)).toContain("Tide breathing 2");
    // Eleven results: a second page, its link keeping the search.
    expect(markup).toContain('href="/resources?search=tide&amp;subject=Focus&amp;page=2"');
    expect(markup).toContain('href="/resources"');
    // The scripts: the GET form's and the content protection, inline (no framework JavaScript).
    expect(markup).toContain("data-get-form");
    expect(markup).toMatch(/<script>\(function protectContent\(doc\)[^<]*"contextmenu"[^<]*\)\(document\)<\/script>/);
  });

  it("says when a search finds nothing, and when nothing is published yet", () => {
    expect(textOf(page({ params: { search: "zzz" }, ...data([]) }))).toContain("No library videos found matching your criteria.");
    expect(textOf(page({ params: {}, ...data([]) }))).toContain("Nothing has been published in the library yet. Check back soon.");
  });
});

describe("the page's frame (lib/static-site/html-cache.ts)", () => {
  it("is the same at every address: all that differs is in the slot, which renders alone as it does in the page", () => {
    expectShellSameAtEveryAddress(ResourcesScreen, ResourcesListing, {
      one: { params: { search: "tide", subject: "Focus", page: 2 }, ...data([item(1), item(2)], 11) },
      other: { params: {}, ...data([]) },
      // The eager covers' preloads, by their address.
      preloads: 2,
    });
  });
});
