import { readDemoClip } from "@/features/videos";
import type { Tx } from "@/lib/db/client";
import { libraryItems } from "@/lib/db/schema";
import { accountsByEmail, storeSeedFile } from "@/lib/db/seed";
import { renderCover, type CoverDesign } from "./covers";

/** The demo account that uploads and publishes the library (features/accounts/server/seed.ts). */
const ADMIN_EMAIL = "admin@demo.test";

type DemoItem = {
  /** The demo clip (the videos' seed: DEMO_VIDEOS' `file`), which also gives its length. */
  clip: string;
  title: string;
  author: string;
  subject: string;
  description: string;
  keywords: string[];
  published: boolean;
  cover: CoverDesign;
};

/** Our own short guided talks: three published, one draft waiting in the staff's Library tab. */
export const DEMO_LIBRARY: readonly DemoItem[] = [
  {
    clip: "breathing-circle",
    title: "Breathing Together: A Classroom Guide",
    author: "Mindful Minds Foundation",
    subject: "Breathing",
    description:
      "How to lead a first breathing practice with a whole class: sit comfortably, watch the circle grow as you breathe in and shrink as you breathe out, four counts each way. Includes the short practice itself.",
    keywords: ["breathing", "classroom", "calm"],
    published: true,
    cover: { from: "#1f4b57", to: "#3f8f8a", light: "#d5efe9", shape: "circle" },
  },
  {
    clip: "box-breathing",
    title: "Box Breathing for Exam Days",
    author: "Priya Raman",
    subject: "Focus",
    description:
      "A steady square of breath before a test: breathe in for four, hold for four, breathe out for four, hold for four. Why the pauses help attention settle, and a practice to follow along.",
    keywords: ["breathing", "focus", "exams"],
    published: true,
    cover: { from: "#24344a", to: "#4b5d8a", light: "#e3e6f7", shape: "square" },
  },
  {
    clip: "body-scan",
    title: "A Body Scan for Restful Evenings",
    author: "Tom Okafor",
    subject: "Relaxation",
    description:
      "A gentle band of attention travels from the top of the head to the toes. Notice each part of the body without changing anything: a way to let the day go before sleep.",
    keywords: ["body scan", "sleep", "relaxation"],
    published: true,
    cover: { from: "#23313f", to: "#7a5c3a", light: "#f6dfb2", shape: "band" },
  },
  {
    clip: "slow-breathing",
    title: "Slow Breathing for Teachers",
    author: "Mindful Minds Foundation",
    subject: "Breathing",
    description:
      "Five counts in, five counts out: a slower rhythm for the staff room between lessons, with notes on making the out-breath soft and long.",
    keywords: ["breathing", "teachers", "stress"],
    published: false,
    cover: { from: "#3b3357", to: "#6a5a9a", light: "#ece4fb", shape: "rings" },
  },
];

/**
 * The demo library, uploaded by the demo admin: DEMO_LIBRARY's clips with covers drawn at seed
 * time, stored under fresh keys (each pushed to `stored` before it is written, so registry/seed.ts
 * deletes the files when the seed's transaction fails), the published ones approved by the admin.
 * Skipped when the library already has items (a second `npm run db:seed`) or there is no demo admin.
 */
export async function seedDemoLibrary(tx: Tx, stored: string[]): Promise<void> {
  const admin = (await accountsByEmail(tx, [ADMIN_EMAIL])).get(ADMIN_EMAIL);
  if (!admin) return;
  const existing = await tx.select({ id: libraryItems.id }).from(libraryItems).limit(1);
  if (existing.length > 0) return;

  const now = Date.now();
  const rows = await Promise.all(
    DEMO_LIBRARY.map(async (demo, i): Promise<typeof libraryItems.$inferInsert> => {
      const [clip, cover] = await Promise.all([readDemoClip(demo.clip), renderCover(demo.cover)]);
      const [videoKey, coverKey] = await Promise.all([
        storeSeedFile(stored, "video", "video/mp4", clip.bytes),
        storeSeedFile(stored, "thumbnail", "image/jpeg", cover),
      ]);
      // A minute apart, oldest first, so "newest first" is stable.
      const createdAt = new Date(now - (DEMO_LIBRARY.length - i) * 60_000);
      return {
        title: demo.title,
        author: demo.author,
        subject: demo.subject,
        description: demo.description,
        keywords: demo.keywords,
        approvedAt: demo.published ? createdAt : null,
        approvedBy: demo.published ? admin.id : null,
        uploadedBy: admin.id,
        videoKey,
        videoType: "video/mp4",
        videoSize: clip.bytes.byteLength,
        durationSeconds: clip.durationSeconds,
        coverKey,
        coverType: "image/jpeg",
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await tx.insert(libraryItems).values(rows);
}
