import type { FeatureTab } from "@/components/dashboard/tabs";
import { ComingSoon } from "@/components/dashboard/coming-soon";

// The gallery is not built yet: its tabs say honestly what they will hold.
export const galleryTabs: FeatureTab[] = [
  {
    id: "gallery-management",
    label: "Gallery Management",
    roles: ["school"],
    order: 30,
    render: () => (
      <ComingSoon
        title="Gallery Management"
        intro="Soon you will share photos of your school's practice with the foundation's gallery."
        items={[
          "Upload a photo with a title",
          "An administrator reviews each photo before it is published",
          "A recycle bin for photos you remove",
        ]}
        link={{ href: "/gallery", label: "Visit the gallery" }}
      />
    ),
  },
  {
    id: "gallery-approvals",
    label: "Gallery Approvals",
    roles: ["admin", "superadmin"],
    adminTab: "gallery-approvals",
    order: 50,
    render: () => (
      <ComingSoon
        title="Gallery Approvals"
        intro="Schools will share photos of their practice; each one waits here for a review before it appears in the public gallery."
        items={["Photos waiting for review, with a preview, Approve and Reject", "Photos already reviewed, with their status"]}
      />
    ),
  },
];
