import { DURATION_BANDS, type DurationBand } from "@/features/videos/schema";
import { searchHref, toQuery } from "@/components/ui/search-href";
import { searchTerm } from "@/lib/validate";

/**
 * The public catalogue's URL parameters (q, tag, instructor, duration, page), cleaned so that a
 * hand-edited or stale URL never breaks the page: an unknown duration or a malformed instructor
 * id is dropped (listCatalogue would refuse them), a bad page is page 1. The search terms are
 * cleaned as the API cleans them (control characters and unpaired surrogates removed).
 */
export type CatalogueParams = { q?: string; tag?: string; instructor?: string; duration?: DurationBand; page?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Raw = Record<string, string | string[] | undefined>;
const first = (raw: Raw, key: string): string | undefined => {
  const value = raw[key];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" && text.trim() !== "" ? text.trim() : undefined;
};

/** The search terms' cleaners, made once (a zod schema costs more to build than to run). */
const cleanQ = searchTerm({ max: 200 });
const cleanTag = searchTerm({ max: 60 });

export function cleanCatalogueParams(raw: Raw): CatalogueParams {
  const out: CatalogueParams = {};
  const q = cleanQ.parse(first(raw, "q"));
  if (q) out.q = q;
  const tag = cleanTag.parse(first(raw, "tag"));
  if (tag) out.tag = tag;
  const instructor = first(raw, "instructor");
  if (instructor && UUID.test(instructor)) out.instructor = instructor.toLowerCase();
  const duration = first(raw, "duration");
  if (duration && (DURATION_BANDS as readonly string[]).includes(duration)) out.duration = duration as DurationBand;
  const page = Number.parseInt(first(raw, "page") ?? "", 10);
  if (Number.isFinite(page) && page > 1) out.page = Math.min(page, 100_000);
  return out;
}

/** Whether the visitor asked for something: a search or any filter (the page alone is not a filter). */
export function isFiltered(params: CatalogueParams): boolean {
  return Boolean(params.q || params.tag || params.instructor || params.duration);
}

/** The query object listCatalogue takes. */
export { toQuery };

/** A link to the catalogue with these parameters (page 1 and empty values left out: one URL per view). */
export function catalogueHref(params: CatalogueParams, changes: Partial<CatalogueParams> = {}): string {
  return searchHref("/videos", ["q", "tag", "instructor", "duration", "page"], { ...params, ...changes });
}

/** ISO 8601 duration for schema.org (lib/format/index.ts), kept here for the video page. */
export { isoDuration } from "@/lib/format";
