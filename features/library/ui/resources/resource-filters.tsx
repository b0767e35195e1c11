import { PlainGetForm } from "@/components/ui/plain-get-form";
import { SearchActions, SearchBox } from "@/components/ui/search-form-parts";
import { SelectField } from "@/components/ui/select-field";
import { isFiltered, type ResourceParams } from "./params";

/** The published items' values, with a value from the URL that is not among them first (so the select keeps it). */
function choices(options: string[], value?: string): string[] {
  return value && !options.includes(value) ? [value, ...options] : options;
}

/**
 * The search box and filters of /resources: a plain GET form (components/ui/plain-get-form.tsx), so
 * every result page has its own address; sending it starts again at page 1. The search ranks by
 * relevance (title first, then author, subject, keywords); the other fields narrow the results.
 */
export function ResourceFilters({ params, subjects, keywords }: { params: ResourceParams; subjects: string[]; keywords: string[] }) {
  return (
    <PlainGetForm
      action="/resources"
      role="search"
      aria-label="Search the library"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <SearchBox id="resources-search" name="search" value={params.search ?? ""} placeholder="Title, author, subject or keyword…" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="resources-title" className="label">
            Title
          </label>
          <input id="resources-title" name="title" defaultValue={params.title ?? ""} maxLength={200} className="input" />
        </div>
        <div>
          <label htmlFor="resources-author" className="label">
            Author
          </label>
          <input id="resources-author" name="author" defaultValue={params.author ?? ""} maxLength={120} className="input" />
        </div>
        <SelectField
          id="resources-subject"
          name="subject"
          label="Subject"
          all="All subjects"
          value={params.subject ?? ""}
          options={choices(subjects, params.subject)}
        />
        <SelectField
          id="resources-keyword"
          name="keyword"
          label="Keyword"
          all="All keywords"
          value={params.keyword ?? ""}
          options={choices(keywords, params.keyword)}
        />
      </div>
      <SearchActions clearHref={isFiltered(params) ? "/resources" : null} />
    </PlainGetForm>
  );
}
