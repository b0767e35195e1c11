import type { FeatureTab } from "@/components/dashboard/tabs";
import { StudentOverview } from "@/features/watching/ui/overview";
import { RecentlyWatched } from "@/features/watching/ui/recently-watched";
import { Recommended } from "@/features/watching/ui/recommended";
import { WatchFlowProvider } from "@/features/watching/ui/watch-flow";

// Each tab opens videos in the watch flow (details, then the player).
export const watchingTabs: FeatureTab[] = [
  {
    id: "overview",
    label: "Overview",
    roles: ["user"],
    order: 10,
    render: ({ actor }) => (
      <WatchFlowProvider>
        <StudentOverview actor={actor} />
      </WatchFlowProvider>
    ),
  },
  {
    id: "recently-watched",
    label: "Recently Watched",
    roles: ["user"],
    order: 20,
    render: ({ actor }) => (
      <WatchFlowProvider>
        <RecentlyWatched actor={actor} />
      </WatchFlowProvider>
    ),
  },
  {
    id: "recommended",
    label: "Recommended",
    roles: ["user"],
    order: 30,
    render: ({ actor }) => (
      <WatchFlowProvider>
        <Recommended actor={actor} />
      </WatchFlowProvider>
    ),
  },
];
