import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site/seo";
import { listSitemapLibrary } from "@/features/library/server/search";
import { listSitemapVideos } from "@/features/videos/server/catalogue";

type Entry = MetadataRoute.Sitemap[number];
/** A source of sitemap entries, given the site's absolute base URL. */
type EntrySource = (base: string) => Entry[] | Promise<Entry[]>;

/** The public marketing pages: everything a visitor can read without an account. */
const publicPages: { path: string; changeFrequency: Entry["changeFrequency"]; priority: number }[] = [
  { path: "/", changeFrequency: "monthly", priority: 1 },
  { path: "/about", changeFrequency: "yearly", priority: 0.8 },
  { path: "/programs", changeFrequency: "monthly", priority: 0.8 },
  { path: "/science", changeFrequency: "yearly", priority: 0.7 },
  { path: "/howtotab", changeFrequency: "yearly", priority: 0.7 },
  { path: "/videos", changeFrequency: "weekly", priority: 0.7 },
  { path: "/resources", changeFrequency: "weekly", priority: 0.6 },
  { path: "/gallery", changeFrequency: "weekly", priority: 0.6 },
  { path: "/donations", changeFrequency: "yearly", priority: 0.6 },
  { path: "/library", changeFrequency: "monthly", priority: 0.5 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.5 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/developers", changeFrequency: "monthly", priority: 0.2 },
];

const staticPages: EntrySource = (base) =>
  publicPages.map(({ path, changeFrequency, priority }) => ({ url: `${base}${path}`, changeFrequency, priority }));

/** Every approved video's own page (/videos/{id}). */
const videoPages: EntrySource = async (base) =>
  (await listSitemapVideos()).map(({ id, updatedAt }) => ({
    url: `${base}/videos/${id}`,
    lastModified: updatedAt,
    changeFrequency: "monthly",
    priority: 0.6,
  }));

/** Every published library item's own page (/resources/{id}). */
const libraryPages: EntrySource = async (base) =>
  (await listSitemapLibrary()).map(({ id, updatedAt }) => ({
    url: `${base}/resources/${id}`,
    lastModified: updatedAt,
    changeFrequency: "monthly",
    priority: 0.5,
  }));

/**
 * Every source of the sitemap. Later issues add one function each here (approved gallery pages)
 * that reads its rows from the database.
 */
const sources: EntrySource[] = [staticPages, videoPages, libraryPages];

/**
 * Rendered on request (one indexed query): the list follows approvals at once, and the build
 * never needs the database. The marketing pages themselves stay prerendered.
 */
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const lists = await Promise.all(sources.map((source) => source(base)));
  return lists.flat();
}
