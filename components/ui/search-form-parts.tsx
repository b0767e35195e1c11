import { Search } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";

/**
 * The text box of a public search form (PlainGetForm: /videos, /gallery, /resources): "Search", up
 * to 200 characters, showing the URL's value. `className`: its place in the form's grid.
 */
export function SearchBox({
  id,
  name,
  value,
  placeholder,
  className,
}: {
  id: string;
  name: string;
  value: string;
  placeholder: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        Search
      </label>
      <input id={id} name={name} type="search" defaultValue={value} placeholder={placeholder} maxLength={200} className="input" />
    </div>
  );
}

/** The end of a public search form: Search, and "Clear filters" back to `clearHref` when something is filtered (null: nothing is). */
export function SearchActions({ clearHref }: { clearHref: string | null }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary min-h-12 px-6">
        <Search aria-hidden className="size-5" />
        Search
      </button>
      {clearHref ? (
        <SiteLink href={clearHref} className="btn-ghost min-h-12">
          Clear filters
        </SiteLink>
      ) : null}
    </div>
  );
}
