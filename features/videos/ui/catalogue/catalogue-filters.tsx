import { PlainGetForm } from "@/components/ui/plain-get-form";
import { SearchActions, SearchBox } from "@/components/ui/search-form-parts";
import { SelectField } from "@/components/ui/select-field";
import type { CatalogueData } from "../../page-data";
import { isFiltered, type CatalogueParams } from "./params";

const DURATIONS = [
  { value: "short", label: "Under 10 minutes" },
  { value: "medium", label: "10 to 30 minutes" },
  { value: "long", label: "Over 30 minutes" },
] as const;

/**
 * The search box and filters: a plain GET form to /videos (components/ui/plain-get-form.tsx), so
 * it works without JavaScript and every result page has a shareable URL; submitting starts again
 * at page 1. With JavaScript a filter applies as soon as it is changed, and Search sends the text
 * box.
 */
export function CatalogueFilters({ params, filters }: { params: CatalogueParams; filters: CatalogueData["filters"] }) {
  return (
    <PlainGetForm
      action="/videos"
      applySelects
      role="search"
      aria-label="Search videos"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchBox
          id="catalogue-q"
          name="q"
          value={params.q ?? ""}
          placeholder="Title, topic, instructor…"
          className="md:col-span-2 lg:col-span-1"
        />
        <SelectField id="catalogue-tag" name="tag" label="Topic" all="All topics" value={params.tag ?? ""} options={filters.topics} />
        <SelectField
          id="catalogue-instructor"
          name="instructor"
          label="Instructor"
          all="All instructors"
          value={params.instructor ?? ""}
          options={filters.instructors.map((i) => ({ value: i.id, label: i.name }))}
        />
        <SelectField
          id="catalogue-duration"
          name="duration"
          label="Duration"
          all="Any length"
          value={params.duration ?? ""}
          options={DURATIONS}
        />
      </div>
      <SearchActions clearHref={isFiltered(params) ? "/videos" : null} />
    </PlainGetForm>
  );
}
