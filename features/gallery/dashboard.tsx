import { pageParam, type FeatureTab, type TabContext } from "@/components/dashboard/tabs";
import { RecycleBinSection } from "@/components/ui/recycle-bin-list";
import { listBinPhotos } from "@/features/gallery/server/recycle-bin";
import { GalleryBinList } from "@/features/gallery/ui/recycle-bin";
import { previewOf } from "@/features/gallery/ui/types";
import { can } from "@/registry/permissions";
import { countPendingPhotos } from "@/features/gallery/server/review";
import { GalleryApprovals } from "@/features/gallery/ui/approvals/gallery-approvals";
import { GalleryManagement } from "@/features/gallery/ui/manage/gallery-management";
import { pendingPhotosBadge } from "@/features/gallery/ui/status";

export const galleryTabs: FeatureTab[] = [
  {
    id: "gallery-management",
    label: "Gallery Management",
    roles: ["school"],
    order: 30,
    render: ({ actor, basePath, params }) => (
      <GalleryManagement actor={actor} basePath={basePath} page={pageParam(params.page)} uploadOpen={params.upload === "1"} />
    ),
  },
  {
    id: "gallery-approvals",
    label: "Gallery Approvals",
    roles: ["admin", "superadmin"],
    adminTab: "gallery-approvals",
    order: 50,
    // The photos waiting for review (spec 02: "badge = pending items").
    badge: async (actor) => (can(actor, "gallery.moderate") ? pendingPhotosBadge(await countPendingPhotos(actor)) : null),
    render: ({ actor, basePath, params }) => (
      <GalleryApprovals
        actor={actor}
        basePath={basePath}
        pendingPage={pageParam(params.pending)}
        reviewedPage={pageParam(params.reviewed)}
      />
    ),
  },
];

/** The gallery bin, every school's, in the superadmin's Recycle Bin tab (registry/dashboard.tsx tabSections). */
export async function galleryBinSection({ actor }: TabContext) {
  if (!can(actor, "gallery.recycleBin")) return null;
  const bin = await listBinPhotos(actor);
  return (
    <RecycleBinSection
      id="gallery-bin-title"
      title="Gallery photos"
      total={bin.total}
      intro="Photos deleted by schools or staff, for 30 days."
    >
      <GalleryBinList photos={bin.items.map(previewOf)} showSchool />
    </RecycleBinSection>
  );
}
