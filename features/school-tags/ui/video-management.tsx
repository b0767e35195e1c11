import Link from "next/link";
import { BadgeDollarSign, Search, Sparkles, Video } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { Pagination } from "@/components/ui/pagination";
import { SelectField } from "@/components/ui/select-field";
import { Thumbnail } from "@/components/ui/thumbnail";
import { listSchoolVideos } from "@/features/school-tags/server/school-tags";
import { CLASS_TAGS } from "@/features/school-tags/schema";
import { isRecommended, topicTags } from "@/features/videos/client";
import { schoolVideoFilter, schoolVideoHref } from "./filter";
import { TagEditor } from "./tag-editor";

const BASE = "/school?tab=video-management";

const STATUS_STYLE: Record<string, string> = {
  approved: "bg-brand-50 text-brand-800",
  rejected: "bg-danger-50 text-danger-600",
};

/**
 * The School Video Management tab, rendered on the server from the `search`, `class` and `page`
 * parameters: Total, Tagged and Untagged counts (of the school's own class tags), the search and
 * class filter (a plain GET form, so searching starts again at page 1), and the approved videos
 * (the ones its students can see), 20 a page, each with its status, Priced Course badge, the foundation's Recommended
 * flag, and two kinds of tags kept apart: "Your classes" (this school's, edited with the Add/Edit
 * Tags dialog) and "Topics" (the instructor's; never the internal `recommended` tag). Prev/Next
 * keep the filter.
 */
export async function VideoManagement({
  actor,
  search,
  classTag,
  page,
}: {
  actor: Actor;
  search?: string;
  classTag?: string;
  page?: string;
}) {
  const filter = schoolVideoFilter(search, classTag, page);
  const result = await listSchoolVideos(actor, { search: filter.search, classTag: filter.classTag, page: filter.page });
  const filtered = filter.search !== "" || filter.classTag !== "";
  // Tagged and Untagged count this school's class tags only, never the instructors' topics.
  const stats = [
    { label: "Total videos", value: result.total },
    { label: "Tagged for your classes", value: result.tagged },
    { label: "Not tagged for your classes", value: result.untagged },
  ];

  return (
    <section aria-labelledby="video-management-title" className="space-y-6">
      <div>
        <h2 id="video-management-title" className="text-2xl font-semibold">
          Video Management
        </h2>
        <p className="mt-1 text-muted">
          Tag the foundation&apos;s guided videos with the classes they suit. Your students see them under Recommended.
        </p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        {stats.map((s) => (
          <div key={s.label} className="card flex items-center justify-between gap-4 px-4 py-3 sm:block sm:p-5">
            <dt className="font-medium text-muted sm:text-sm">{s.label}</dt>
            <dd className="font-display text-2xl font-semibold text-ink sm:mt-1 sm:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>

      <form
        action="/school"
        method="get"
        role="search"
        aria-label="Filter videos"
        className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="tab" value="video-management" />
        <div className="min-w-0 flex-1">
          <label htmlFor="video-search" className="label">
            Search
          </label>
          <input
            id="video-search"
            name="search"
            type="search"
            defaultValue={filter.search}
            maxLength={200}
            placeholder="Course name, description or instructor"
            className="input"
          />
        </div>
        <SelectField
          id="video-class"
          name="class"
          label="Class"
          all="All classes"
          value={filter.classTag}
          options={CLASS_TAGS}
          className="sm:w-48"
        />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            <Search aria-hidden className="size-5" />
            Search
          </button>
          {filtered ? (
            <Link href={BASE} className="btn-secondary">
              Clear
            </Link>
          ) : null}
        </div>
      </form>

      <p className="text-muted" aria-live="polite">
        {showing(result, filtered)}
      </p>

      {result.videos.length === 0 ? (
        <div className="card flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Video className="size-6" />
          </span>
          <p className="flex-1 text-muted">
            {filtered
              ? "No videos match this search or class."
              : "No approved videos yet. They will appear here once the foundation publishes them."}
          </p>
          <Link href={filtered ? BASE : "/videos"} className="btn-secondary">
            {filtered ? "Show all videos" : "Browse guided videos"}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Videos">
          {result.videos.map((v) => (
            <li key={v.id} className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-start" aria-labelledby={`video-${v.id}`}>
              <Thumbnail url={v.thumbnailUrl} className="w-full shrink-0 rounded-xl sm:w-44" />
              <div className="min-w-0 flex-1 space-y-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`video-${v.id}`} className="mr-1 text-lg font-semibold break-words">
                    {v.courseName}
                  </h3>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-sm font-semibold capitalize ${STATUS_STYLE[v.status] ?? "bg-sand-100 text-ink"}`}
                  >
                    {v.status}
                  </span>
                  {isRecommended(v.videoTags) ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                      <Sparkles aria-hidden className="size-4" />
                      Recommended by the foundation
                    </span>
                  ) : null}
                  {v.isPriced ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-warn-50 px-2.5 py-0.5 text-sm font-semibold text-warn-700">
                      <BadgeDollarSign aria-hidden className="size-4" />
                      Priced Course
                    </span>
                  ) : null}
                </div>
                {v.instructorName ? <p className="text-sm text-muted">By {v.instructorName}</p> : null}
                <p className="line-clamp-2 text-muted">{v.description}</p>
                <VideoTags classes={v.videoSchoolTags} topics={topicTags(v.videoTags)} />
              </div>
              <div className="shrink-0">
                <TagEditor videoId={v.id} courseName={v.courseName} tagId={v.videoSchoolTagId} tags={v.videoSchoolTags} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} pages={result.totalPages} hrefFor={(n) => schoolVideoHref(filter, n)} label="Video pages" />
    </section>
  );
}

/**
 * A card's two kinds of tags, each under its own name: the classes this school chose (what the
 * counts above are about, and what Add/Edit Tags changes) and the instructor's topics.
 */
function VideoTags({ classes, topics }: { classes: string[]; topics: string[] }) {
  return (
    <dl className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <dt className="text-sm font-semibold text-ink">Your classes:</dt>
        <dd>
          {classes.length > 0 ? (
            <ul aria-label="Your classes" className="flex flex-wrap gap-1.5">
              {classes.map((t) => (
                <li key={t} className="rounded-full bg-brand-600 px-2.5 py-0.5 text-sm font-semibold text-white">
                  {t}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-sm text-muted">Not tagged for your classes yet</span>
          )}
        </dd>
      </div>
      {topics.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
          <dt className="text-sm font-semibold text-ink">Topics:</dt>
          <dd>
            <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
              {topics.map((t) => (
                <li key={t} className="rounded-full border border-line bg-sand-100 px-2.5 py-0.5 text-sm text-ink">
                  {t}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function videoCount(n: number): string {
  return `${n} ${n === 1 ? "video" : "videos"}`;
}

/**
 * "57 videos." for one unfiltered page; otherwise the range shown out of the matching videos,
 * e.g. "Showing 21–40 of 57 videos.", or "0 of 57 videos match." when the filter keeps none.
 */
function showing(
  result: { videos: unknown[]; total: number; matching: number; page: number; pageSize: number; totalPages: number },
  filtered: boolean,
): string {
  if (!filtered && result.totalPages <= 1) return `${videoCount(result.total)}.`;
  if (result.videos.length === 0) return `0 of ${videoCount(result.total)} match.`;
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.videos.length - 1;
  return `Showing ${first === last ? first : `${first}–${last}`} of ${videoCount(result.matching)}.`;
}
