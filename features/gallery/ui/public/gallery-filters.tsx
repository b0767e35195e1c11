import { CATEGORY_LABELS, DATE_FILTERS, DATE_LABELS, PHOTO_CATEGORIES, SORTS, SORT_LABELS } from "@/features/gallery/schema";
import { PlainGetForm } from "@/components/ui/plain-get-form";
import { SearchActions, SearchBox } from "@/components/ui/search-form-parts";
import { SelectField } from "@/components/ui/select-field";
import { galleryHref, isFiltered, type GalleryParams } from "./params";

/** The values left out of the gallery's addresses (galleryHref leaves them out too). */
const GALLERY_DEFAULTS = { date: "all", sort: "newest" };

/**
 * The search box, the filters (category, date) and the order (spec 01 §9): a plain GET form to
 * /gallery (components/ui/plain-get-form.tsx), so it works without JavaScript and every view has
 * a shareable address; with JavaScript a select applies at once and Search sends the text box,
 * the defaults left out of the address.
 */
export function GalleryFilters({ params }: { params: GalleryParams }) {
  return (
    <PlainGetForm
      action="/gallery"
      defaults={GALLERY_DEFAULTS}
      applySelects
      role="search"
      aria-label="Search photos"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchBox
          id="gallery-q"
          name="q"
          value={params.q ?? ""}
          placeholder="Title, school, description…"
          className="md:col-span-3 lg:col-span-1"
        />
        <SelectField
          id="gallery-category"
          name="category"
          label="Category"
          all="All categories"
          value={params.category ?? ""}
          options={PHOTO_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
        />
        <SelectField
          id="gallery-date"
          name="date"
          label="Date"
          value={params.date ?? "all"}
          options={DATE_FILTERS.map((date) => ({ value: date, label: DATE_LABELS[date] }))}
        />
        <SelectField
          id="gallery-sort"
          name="sort"
          label="Sort by"
          value={params.sort ?? "newest"}
          options={SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        />
      </div>
      <SearchActions clearHref={isFiltered(params) ? galleryHref({ sort: params.sort }) : null} />
    </PlainGetForm>
  );
}
