import { and, eq, isNull, ne, or, isNotNull } from "drizzle-orm";
import { videos } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

const extension = (type: string | null) => (type?.split("/")[1] ?? "bin").replace(/[^a-z0-9]/g, "");

/**
 * The videos an instructor uploaded. Erasure deletes those not published (pending, rejected, in
 * the recycle bin) with their files; a published one stays with no uploader (its instructor's name
 * is no longer shown) when the foundation keeps them (the default), else goes too. Staff who
 * reviewed or deleted a video are forgotten on it.
 */
export const videosPersonalData: PersonalData = {
  tables: ["videos"],
  export: [
    {
      file: "videos.json",
      describes: "The videos you uploaded: title, description, topic, status, the reason if one was rejected, and the dates.",
      records: (db, person) => db.select().from(videos).where(eq(videos.uploadedBy, person.id)),
      files: async (db, person) => {
        const rows = await db.select().from(videos).where(eq(videos.uploadedBy, person.id));
        return rows.flatMap((v) => [
          { key: v.videoKey, name: `videos/${v.id}.${extension(v.videoType)}` },
          ...(v.thumbnailKey ? [{ key: v.thumbnailKey, name: `videos/${v.id}-thumbnail.${extension(v.thumbnailType)}` }] : []),
        ]);
      },
    },
  ],
  async erase(tx, person, policy) {
    const mine = eq(videos.uploadedBy, person.id);
    const published = and(eq(videos.status, "approved"), isNull(videos.deletedAt));
    const going = await tx
      .delete(videos)
      .where(policy.keepPublishedVideos ? and(mine, or(ne(videos.status, "approved"), isNotNull(videos.deletedAt))) : mine)
      .returning({ videoKey: videos.videoKey, thumbnailKey: videos.thumbnailKey });
    if (policy.keepPublishedVideos) await tx.update(videos).set({ uploadedBy: null }).where(and(mine, published));
    await tx.update(videos).set({ reviewedBy: null }).where(eq(videos.reviewedBy, person.id));
    await tx.update(videos).set({ deletedBy: null }).where(eq(videos.deletedBy, person.id));
    return going.flatMap((v) => [v.videoKey, v.thumbnailKey ?? ""]);
  },
};
