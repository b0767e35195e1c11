"use client";

import { useId, useState } from "react";
import { FileDown } from "lucide-react";
import { statementHref } from "./dashboard-format";

/**
 * The yearly statement: a year in which the donor gave (the latest first) and a download link
 * that follows the choice. Without JavaScript the link still downloads the latest year.
 */
export function YearlyStatement({ years }: { years: number[] }) {
  const id = useId();
  const [year, setYear] = useState(years[0]);
  if (year === undefined) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="label">
          Year
        </label>
        <select id={id} className="input w-32" value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <a href={statementHref(year)} download={`donations-${year}.pdf`} className="btn-secondary">
        <FileDown aria-hidden className="size-4" />
        Download {year} statement
      </a>
    </div>
  );
}
