import { Search } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { topicTags } from "@/features/videos/schema";
import { CatalogueForm } from "./catalogue-form";
import { isFiltered, type CatalogueParams } from "./params";

const DURATIONS = [
  { value: "short", label: "Under 10 minutes" },
  { value: "medium", label: "10 to 30 minutes" },
  { value: "long", label: "Over 30 minutes" },
] as const;

/**
 * The search box and filters: a GET form to /videos, so it works without JavaScript and every
 * result page has a shareable URL; submitting starts again at page 1. With JavaScript a filter
 * applies as soon as it is changed, and Search sends the text box (CatalogueForm).
 */
export function CatalogueFilters({
  params,
  tags,
  instructors,
}: {
  params: CatalogueParams;
  tags: string[];
  instructors: { id: string; name: string }[];
}) {
  const filtered = isFiltered(params);
  const values = { q: params.q ?? "", tag: params.tag ?? "", instructor: params.instructor ?? "", duration: params.duration ?? "" };
  return (
    <CatalogueForm
      values={values}
      role="search"
      aria-label="Search videos"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="md:col-span-2 lg:col-span-1">
          <label htmlFor="catalogue-q" className="label">
            Search
          </label>
          <input
            id="catalogue-q"
            name="q"
            type="search"
            defaultValue={params.q ?? ""}
            placeholder="Title, topic, instructor…"
            maxLength={200}
            className="input"
          />
        </div>
        <div>
          <label htmlFor="catalogue-tag" className="label">
            Topic
          </label>
          <select id="catalogue-tag" name="tag" defaultValue={params.tag ?? ""} className="input">
            <option value="">All topics</option>
            {topicTags(tags).map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="catalogue-instructor" className="label">
            Instructor
          </label>
          <select id="catalogue-instructor" name="instructor" defaultValue={params.instructor ?? ""} className="input">
            <option value="">All instructors</option>
            {instructors.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="catalogue-duration" className="label">
            Duration
          </label>
          <select id="catalogue-duration" name="duration" defaultValue={params.duration ?? ""} className="input">
            <option value="">Any length</option>
            {DURATIONS.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary min-h-12 px-6">
          <Search aria-hidden className="size-5" />
          Search
        </button>
        {filtered ? (
          <SiteLink href="/videos" className="btn-ghost min-h-12">
            Clear filters
          </SiteLink>
        ) : null}
      </div>
    </CatalogueForm>
  );
}
