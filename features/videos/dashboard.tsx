import { cache } from "react";
import type { Actor } from "@/lib/session/actor-type";
import { pageParam, type FeatureTab, type TabContext } from "@/components/dashboard/tabs";
import { getVideoSettings } from "@/features/video-settings";
import { catalogueFilters, listVideos } from "@/features/videos/server/catalogue";
import { listRecycledVideos } from "@/features/videos/server/recycle-bin";
import { InstructorVideos } from "@/features/videos/ui/manage/instructor-videos";
import { RecycleBinButton } from "@/features/videos/ui/manage/recycle-bin";
import { StaffVideoContent, StaffVideoRecycleBin } from "@/features/videos/ui/manage/staff-content";
import { binItemOf } from "@/features/videos/ui/manage/types";

/** The instructor's own videos: fetched once per request for both the tab's label and its list. */
const myVideos = cache((actor: Actor, page: string) => listVideos(actor, { scope: "mine", page }));
/** The requested page while My Videos is open; the count in its label needs only page 1 elsewhere. */
const myVideosPage = ({ tab, params }: TabContext) => (tab === "my-videos" ? String(pageParam(params.page)) : "1");

export const videosTabs: FeatureTab[] = [
  {
    id: "content",
    label: "Content",
    roles: ["admin", "superadmin"],
    adminTab: "content",
    order: 30,
    // Its own part among its sub-tabs (the Library, features/library/dashboard.tsx).
    sectionLabel: "Videos",
    render: ({ actor, basePath, params }) => (
      <StaffVideoContent actor={actor} basePath={basePath} page={pageParam(params.page)} pendingPage={pageParam(params.pending)} />
    ),
  },
  {
    id: "recycle-bin",
    label: "Recycle Bin",
    roles: ["superadmin"],
    order: 80,
    render: ({ actor }) => <StaffVideoRecycleBin actor={actor} />,
  },
  {
    id: "my-videos",
    label: "My Videos",
    roles: ["instructor"],
    order: 10,
    liveLabel: async (ctx) => `My Videos (${(await myVideos(ctx.actor, myVideosPage(ctx))).total})`,
    actions: async ({ actor }) => <RecycleBinButton videos={(await listRecycledVideos(actor)).videos.map(binItemOf)} />,
    render: async (ctx) => {
      const [result, settings, filters] = await Promise.all([
        myVideos(ctx.actor, myVideosPage(ctx)),
        getVideoSettings(),
        catalogueFilters(),
      ]);
      return (
        <InstructorVideos
          result={result}
          maxVideoSeconds={settings.maxVideoLengthSeconds}
          topics={filters.topics.map((topic) => topic.label)}
        />
      );
    },
  },
];
