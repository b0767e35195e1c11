/**
 * A dashboard table that reads well on a phone: from the `md` breakpoint up a plain table; below
 * it every row is a card whose cells stack, each with its column's name beside it, so nothing
 * scrolls sideways and the text stays at 16 px. `label` names the region for keyboard and
 * screen-reader users (without one the table is no region of its own: the section around it
 * is); `caption` is read out as the table's caption. A table whose cells are laid out otherwise
 * brings its own `td`s in CardRow.
 */
/**
 * A column's header: its name, or its name with what the cell shows instead (a button that sorts
 * by the column) and its `aria-sort` (a sorted column's order; "none" for one that can be sorted).
 */
export type CardHeader = string | { label: string; content: React.ReactNode; sort?: "ascending" | "descending" | "none" };

export function CardTable({
  label,
  caption,
  headers,
  children,
}: {
  label?: string;
  caption: string;
  headers: readonly CardHeader[];
  children: React.ReactNode;
}) {
  return (
    <div
      role={label ? "region" : undefined}
      aria-label={label}
      className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-surface md:shadow-sm"
    >
      <table className="block w-full text-left md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-line bg-sand-100/60 text-sm md:table-header-group">
          <tr>
            {headers.map((header) => {
              const { label: name, content, sort } = typeof header === "string" ? { label: header } : header;
              return (
                <th key={name} scope="col" aria-sort={sort} className="px-4 py-3 font-semibold">
                  {content ?? name}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="block space-y-4 md:table-row-group md:space-y-0">{children}</tbody>
      </table>
    </div>
  );
}

/** A row: a card on phones, a table row from `md` up. */
export function CardRow({ children }: { children: React.ReactNode }) {
  return (
    <tr className="block rounded-2xl border border-line bg-surface p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none md:last:border-b-0">
      {children}
    </tr>
  );
}

/** A cell with its column's name before it on phones (where the header row is hidden); `actions` sets the last cell apart there. */
export function CardCell({
  label,
  className = "",
  actions = false,
  children,
}: {
  label: string;
  className?: string;
  actions?: boolean;
  children: React.ReactNode;
}) {
  return (
    <td
      className={`flex items-start gap-3 py-1 md:table-cell md:px-4 md:py-3 md:align-middle ${actions ? "mt-2 border-t border-line pt-3 md:mt-0 md:border-t-0" : ""} ${className}`}
    >
      <span className="w-28 shrink-0 pt-0.5 text-sm font-medium text-muted md:hidden">{label}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </td>
  );
}
