/**
 * A table that scrolls sideways inside its own frame on small screens, so the page itself
 * never does. `label` names the scrolling region for keyboard and screen-reader users.
 */
export function VideoTable({ label, caption, headers, children }: { label: string; caption: string; headers: string[]; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm">
      <table className="w-full min-w-[44rem] text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-sand-100/60 text-sm">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

export const td = "px-4 py-3 align-middle";
