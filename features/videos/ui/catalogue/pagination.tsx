import { ChevronLeft, ChevronRight } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { pageWindow } from "@/lib/paging";
import { catalogueHref, type CatalogueParams } from "./params";

/** Previous, numbered pages and Next: plain links keeping the search and filters. */
export function Pagination({ params, page, totalPages }: { params: CatalogueParams; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-medium";
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-col items-center gap-3">
      <p className="text-muted">
        Page {page} of {totalPages}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <SiteLink href={catalogueHref(params, { page: page - 1 })} rel="prev" className={`${item} text-brand-700 hover:bg-brand-50`}>
              <ChevronLeft aria-hidden className="size-5" />
              Previous
            </SiteLink>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden className={`${item} text-muted`}>
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${item} bg-brand-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <SiteLink href={catalogueHref(params, { page: p })} className={`${item} text-brand-700 hover:bg-brand-50`}>
                  <span className="sr-only">Page </span>
                  {p}
                </SiteLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <SiteLink href={catalogueHref(params, { page: page + 1 })} rel="next" className={`${item} text-brand-700 hover:bg-brand-50`}>
              Next
              <ChevronRight aria-hidden className="size-5" />
            </SiteLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
