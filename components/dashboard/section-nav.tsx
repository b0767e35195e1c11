import type { DashboardTab } from "./tab-bar";
import { TabLinks } from "./tab-links";

/**
 * The secondary navigation of a tab that has sub-tabs (Content: Videos | Library): plain links
 * to `?tab=`, like the tab row (the same TabLinks), so each part has its own address, works
 * without JavaScript and is reached with Tab/Enter. The current part is `aria-current="page"`;
 * a badge is read out by its label. Wraps on phones, never scrolls sideways.
 */
export function SectionNav({ label, tabs, active }: { label: string; tabs: DashboardTab[]; active: string }) {
  return (
    <TabLinks
      label={`${label} sections`}
      tabs={tabs}
      active={active}
      className="mt-6"
      listClassName="flex flex-wrap gap-2"
      link={(current) =>
        `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium transition-colors ${
          current
            ? "border-brand-600 bg-brand-50 text-brand-800"
            : "border-line bg-surface text-muted hover:border-brand-600/50 hover:text-ink"
        }`
      }
    />
  );
}
