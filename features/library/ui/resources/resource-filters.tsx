import { Search } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { GetForm } from "@/components/ui/get-form";
import { isFiltered, resourcesHref, type ResourceParams } from "./params";

/** A select of the published items' values, keeping a value from the URL that is not among them. */
function Choice({
  id,
  name,
  label,
  all,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  all: string;
  value?: string;
  options: string[];
}) {
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="input">
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search box and filters of /resources: a GET form (components/ui/get-form.tsx), so it works
 * without JavaScript and every result page has its own address; sending it starts again at page 1. The search ranks by
 * relevance (title first, then author, subject, keywords); the other fields narrow the results.
 */
export function ResourceFilters({ params, subjects, keywords }: { params: ResourceParams; subjects: string[]; keywords: string[] }) {
  return (
    <GetForm
      key={resourcesHref(params)}
      action="/resources"
      role="search"
      aria-label="Search the library"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <div>
        <label htmlFor="resources-search" className="label">
          Search
        </label>
        <input
          id="resources-search"
          name="search"
          type="search"
          defaultValue={params.search ?? ""}
          placeholder="Title, author, subject or keyword…"
          maxLength={200}
          className="input"
        />
      </div>
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
        <Choice id="resources-subject" name="subject" label="Subject" all="All subjects" value={params.subject} options={subjects} />
        <Choice id="resources-keyword" name="keyword" label="Keyword" all="All keywords" value={params.keyword} options={keywords} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary min-h-12 px-6">
          <Search aria-hidden className="size-5" />
          Search
        </button>
        {isFiltered(params) ? (
          <SiteLink href="/resources" className="btn-ghost min-h-12">
            Clear filters
          </SiteLink>
        ) : null}
      </div>
    </GetForm>
  );
}
