import { pageParam, type FeatureTab, type TabContext } from "@/components/dashboard/tabs";
import { RecycleBinSection } from "@/components/ui/recycle-bin-list";
import { can } from "@/registry/permissions";
import { countLibraryDrafts } from "@/features/library/server/search";
import { listRecycledLibrary } from "@/features/library/server/recycle-bin";
import { LibraryManager } from "@/features/library/ui/manage/library-manager";
import { LibraryBinList } from "@/features/library/ui/manage/recycle-bin";
import { managedItemOf } from "@/features/library/ui/manage/types";

/** The Library, within the staff's Content tab (Videos | Library): the spec's library video manager. */
export const libraryTabs: FeatureTab[] = [
  {
    id: "library",
    label: "Library",
    roles: ["admin", "superadmin"],
    within: "content",
    order: 20,
    // Drafts waiting to be published.
    badge: async (actor) => {
      if (!can(actor, "library.manage")) return null;
      const count = await countLibraryDrafts(actor);
      return { count, label: `${count} ${count === 1 ? "draft" : "drafts"} to publish` };
    },
    render: ({ actor, basePath, params }) => <LibraryManager actor={actor} basePath={basePath} page={pageParam(params.page)} />,
  },
];

/** The library bin in the superadmin's Recycle Bin tab (registry/dashboard.tsx tabSections). */
export async function libraryBinSection({ actor }: TabContext) {
  if (!can(actor, "library.recycleBin")) return null;
  const bin = await listRecycledLibrary(actor);
  return (
    <RecycleBinSection id="library-bin-title" title="Library videos" total={bin.total} intro="Deleted library videos, for 30 days.">
      <LibraryBinList items={bin.items.map(managedItemOf)} total={bin.total} />
    </RecycleBinSection>
  );
}
