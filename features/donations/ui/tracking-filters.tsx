import Link from "next/link";
import Form from "next/form";
import { Filter } from "lucide-react";
import { FilterField, SelectField } from "@/components/ui/select-field";
import { DONATION_STATUSES } from "../schema";
import { donationLook } from "./dashboard-format";

/** What the URL gave each field (shown back as typed, even when it was refused). */
export type FilterValues = { from: string; to: string; type: string; status: string; includeTest: string };

const TYPES = [
  { value: "", label: "All types" },
  { value: "one-time", label: "One-time" },
  { value: "monthly", label: "Recurring" },
] as const;

/**
 * Donation Tracking's filters: a GET form of URL parameters (`from`, `to`, `type`, `status`, and
 * `includeTest=true` to count and list test gifts, which took no money) on
 * the dashboard's own address, so it works without JavaScript, a filtered view can be
 * bookmarked, and the pager and the CSV export carry the same filters. Remounted per query
 * (`key`) so its fields always show the URL's values, after Clear or Back too.
 */
export function TrackingFilters({
  basePath,
  values,
  errors,
}: {
  basePath: string;
  values: FilterValues;
  /** A message per refused field (from `trackingFilter`'s 422). */
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <Form
      key={new URLSearchParams(values).toString()}
      action={basePath}
      scroll={false}
      role="search"
      aria-label="Filter donations"
      className="card p-4 sm:p-5"
    >
      <input type="hidden" name="tab" value="donation-tracking" />
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
        <FilterField id="donation-filter-from" label="From" error={errors.from} className="min-w-0">
          {(control) => <input type="date" className="input" {...control} name="from" defaultValue={values.from} />}
        </FilterField>
        <FilterField id="donation-filter-to" label="To" error={errors.to} className="min-w-0">
          {(control) => <input type="date" className="input" {...control} name="to" defaultValue={values.to} />}
        </FilterField>
        <SelectField
          id="donation-filter-type"
          name="type"
          label="Type"
          value={values.type}
          error={errors.type}
          options={TYPES}
          className="min-w-0"
        />
        <SelectField
          id="donation-filter-status"
          name="status"
          label="Status"
          value={values.status}
          error={errors.status}
          all="All statuses"
          options={DONATION_STATUSES.map((s) => ({ value: s, label: donationLook(s).label }))}
          className="min-w-0"
        />
        <div className="col-span-2 flex flex-wrap items-end gap-3 lg:col-span-1">
          <button type="submit" className="btn-primary">
            <Filter aria-hidden className="size-4" />
            Apply
          </button>
          <Link href={`${basePath}?tab=donation-tracking`} scroll={false} className="btn-secondary">
            Clear
          </Link>
        </div>
      </div>
      <label className="mt-3 flex min-h-11 w-fit cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name="includeTest"
          value="true"
          defaultChecked={values.includeTest === "true"}
          className="size-5 accent-brand-600"
        />
        Include test gifts (no money taken) in the totals and the list
      </label>
      <p className="mt-1 text-sm text-muted">Dates are whole days in UTC, both ends included.</p>
    </Form>
  );
}
