import { searchHref, toQuery } from "@/components/ui/search-href";
import { galleryQuerySchema, type DateFilter, type GallerySort, type PhotoCategory } from "@/features/gallery/schema";

/**
 * The public gallery's URL parameters (q, category, date, sort, page), cleaned as the service
 * reads them (galleryQuerySchema: control characters removed, unknown values dropped, a bad page
 * is page 1), with the defaults left out, so a view has one address.
 */
export type GalleryParams = {
  q?: string;
  category?: PhotoCategory;
  date?: Exclude<DateFilter, "all">;
  sort?: Exclude<GallerySort, "newest">;
  page?: number;
};

type Raw = Record<string, string | string[] | undefined>;

export function cleanGalleryParams(raw: Raw): GalleryParams {
  const first = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const query = galleryQuerySchema.parse(first);
  const out: GalleryParams = {};
  if (query.q) out.q = query.q;
  if (query.category) out.category = query.category;
  if (query.date !== "all") out.date = query.date;
  if (query.sort !== "newest") out.sort = query.sort;
  if (query.page > 1) out.page = query.page;
  return out;
}

/** Whether the visitor asked for something: a search or a filter (an order or a page is not). */
export function isFiltered(params: GalleryParams): boolean {
  return Boolean(params.q || params.category || params.date);
}

/** The query object the gallery service takes. */
export { toQuery };

/** The fields of the gallery's URLs, in the order they are written. */
export const GALLERY_FIELDS = ["q", "category", "date", "sort", "page"] as const;

/** A link to the gallery with these parameters (page 1 and empty values left out: one URL per view). */
export function galleryHref(params: GalleryParams, changes: Partial<GalleryParams> = {}): string {
  return searchHref("/gallery", GALLERY_FIELDS, { ...params, ...changes });
}
