import type { FeatureTab } from "@/components/dashboard/tabs";
import { StudentOverview } from "@/features/watching/ui/overview";
import { RecentlyWatched } from "@/features/watching/ui/recently-watched";
import { Recommended, StudentWatchFlow } from "@/features/watching/ui/recommended";

// Each tab opens videos in the watch flow (details, then the player, whose end screen offers the next recommended video).
export const watchingTabs: FeatureTab[] = [
  {
    id: "overview",
    label: "Overview",
    roles: ["user"],
    order: 10,
    render: ({ actor }) => (
      <StudentWatchFlow actor={actor}>
        <StudentOverview actor={actor} />
      </StudentWatchFlow>
    ),
  },
  {
    id: "recently-watched",
    label: "Recently Watched",
    roles: ["user"],
    order: 20,
    render: ({ actor }) => (
      <StudentWatchFlow actor={actor}>
        <RecentlyWatched actor={actor} />
      </StudentWatchFlow>
    ),
  },
  {
    id: "recommended",
    label: "Recommended",
    roles: ["user"],
    order: 30,
    render: ({ actor }) => (
      <StudentWatchFlow actor={actor}>
        <Recommended actor={actor} />
      </StudentWatchFlow>
    ),
  },
];
