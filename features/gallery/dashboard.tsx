import { pageParam, type FeatureTab } from "@/components/dashboard/tabs";
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
    render: ({ actor, basePath, params }) => <GalleryManagement actor={actor} basePath={basePath} page={pageParam(params.page)} />,
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
