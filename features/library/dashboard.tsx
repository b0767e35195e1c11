import { pageParam, type FeatureTab } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { countLibraryDrafts } from "@/features/library/server/search";
import { LibraryManager } from "@/features/library/ui/manage/library-manager";

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
