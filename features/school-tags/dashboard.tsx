import type { FeatureTab } from "@/components/dashboard/tabs";
import { VideoManagement } from "@/features/school-tags/ui/video-management";

export const schoolTagsTabs: FeatureTab[] = [
  {
    id: "video-management",
    label: "Video Management",
    roles: ["school"],
    order: 20,
    render: ({ actor, params }) => <VideoManagement actor={actor} search={params.search} classTag={params.class} page={params.page} />,
  },
];
