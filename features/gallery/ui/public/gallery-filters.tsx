import { Search } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { CATEGORY_LABELS, DATE_FILTERS, DATE_LABELS, PHOTO_CATEGORIES, SORTS, SORT_LABELS } from "@/features/gallery/schema";
import { GalleryForm } from "./gallery-form";
import { galleryHref, isFiltered, type GalleryParams } from "./params";

/**
 * The search box, the filters (category, date) and the order (spec 01 §9): a GET form to
 * /gallery, so it works without JavaScript and every view has a shareable address; with
 * JavaScript a select applies at once (GalleryForm).
 */
export function GalleryFilters({ params }: { params: GalleryParams }) {
  const values = { q: params.q ?? "", category: params.category ?? "", date: params.date ?? "all", sort: params.sort ?? "newest" };
  return (
    <GalleryForm
      values={values}
      role="search"
      aria-label="Search photos"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="md:col-span-3 lg:col-span-1">
          <label htmlFor="gallery-q" className="label">
            Search
          </label>
          <input
            id="gallery-q"
            name="q"
            type="search"
            defaultValue={values.q}
            placeholder="Title, school, description…"
            maxLength={200}
            className="input"
          />
        </div>
        <div>
          <label htmlFor="gallery-category" className="label">
            Category
          </label>
          <select id="gallery-category" name="category" defaultValue={values.category} className="input">
            <option value="">All categories</option>
            {PHOTO_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="gallery-date" className="label">
            Date
          </label>
          <select id="gallery-date" name="date" defaultValue={values.date} className="input">
            {DATE_FILTERS.map((date) => (
              <option key={date} value={date}>
                {DATE_LABELS[date]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="gallery-sort" className="label">
            Sort by
          </label>
          <select id="gallery-sort" name="sort" defaultValue={values.sort} className="input">
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
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
        {isFiltered(params) ? (
          <SiteLink href={galleryHref({ sort: params.sort })} className="btn-ghost min-h-12">
            Clear filters
          </SiteLink>
        ) : null}
      </div>
    </GalleryForm>
  );
}
