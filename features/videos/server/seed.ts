import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { users, videos } from "@/lib/db/schema";
import { accountsByEmail, storeSeedFile } from "@/lib/db/seed";

/** Where scripts/make-demo-media.sh renders the clips and thumbnails (committed). */
export const DEMO_MEDIA_DIR = path.join(process.cwd(), "content", "demo-media");

/** The demo accounts of features/accounts/server/seed.ts this seed needs. */
const INSTRUCTOR_EMAIL = "instructor@demo.test";
const ADMIN_EMAIL = "admin@demo.test";

type DemoVideo = {
  /** The file name in DEMO_MEDIA_DIR, without extension (`.mp4` and `.jpg`). */
  file: string;
  courseName: string;
  courseContent: string;
  description: string;
  category: string;
  durationSeconds: number;
  status: "approved" | "pending" | "rejected";
  rank?: number;
  tags?: string[];
  rejectionReason?: string;
};

/** Our own guided practices; durations are the clips' (scripts/make-demo-media.sh). */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    file: "breathing-circle",
    courseName: "Breathing Circle: Four In, Four Out",
    courseContent: "Breathing",
    description:
      "Follow the circle with your breath: breathe in slowly while it grows, breathe out while it shrinks. Four counts in, four counts out. A gentle start to the school day or a pause after break time.",
    category: "Breathing",
    durationSeconds: 16,
    status: "approved",
    rank: 1,
    tags: ["recommended", "breathing"],
  },
  {
    file: "box-breathing",
    courseName: "Box Breathing for Calm Focus",
    courseContent: "Breathing",
    description:
      "Breathe in while the square grows, hold while it rests, breathe out while it shrinks, and hold again. Four even sides, four counts each. Helpful before a test or a presentation.",
    category: "Breathing",
    durationSeconds: 16,
    status: "approved",
    rank: 2,
    tags: ["breathing", "focus"],
  },
  {
    file: "body-scan",
    courseName: "A Short Body Scan",
    courseContent: "Body awareness",
    description:
      "Let your attention travel with the band of light from the top of your head down to your toes. Notice each part of the body on the way without changing anything. Sit or lie down comfortably.",
    category: "Body scan",
    durationSeconds: 20,
    status: "approved",
    rank: 3,
    tags: ["body scan", "relaxation"],
  },
  {
    file: "slow-breathing",
    courseName: "Slow Breathing Before Sleep",
    courseContent: "Breathing",
    description:
      "A slower rhythm for the evening: five counts in as the circle opens, five counts out as it closes. Let the out-breath become soft and long.",
    category: "Breathing",
    durationSeconds: 20,
    status: "pending",
    tags: ["breathing", "sleep"],
  },
  {
    file: "quick-breaths",
    courseName: "Quick Energising Breaths",
    courseContent: "Breathing",
    description: "Short, quick breaths with the circle: one count in, one count out, to wake up the body.",
    category: "Breathing",
    durationSeconds: 10,
    status: "rejected",
    rejectionReason:
      "The rhythm is too fast for younger children and may make them dizzy. Please slow it to at least three counts in and three out, and add a note on sitting down.",
    tags: ["breathing"],
  },
  // More approved practices, made of the same clips for other moments of the day: the demo
  // instructor invoices the foundation for them (features/invoices/server/seed.ts), and two stay
  // free for a new invoice.
  {
    file: "breathing-circle",
    courseName: "Four-Count Breathing Between Lessons",
    courseContent: "Breathing",
    description:
      "A one-minute reset for the moment between two lessons: breathe with the circle, four counts in and four counts out, and let the last lesson go before the next one begins.",
    category: "Breathing",
    durationSeconds: 16,
    status: "approved",
    tags: ["breathing", "transitions"],
  },
  {
    file: "box-breathing",
    courseName: "Square Breathing Before an Exam",
    courseContent: "Breathing",
    description:
      "Trace the four sides of the square with your breath while you wait for an exam to begin: in, hold, out, hold, four counts each, until your shoulders drop.",
    category: "Breathing",
    durationSeconds: 16,
    status: "approved",
    tags: ["breathing", "exams"],
  },
  {
    file: "body-scan",
    courseName: "Body Scan After Sport",
    courseContent: "Body awareness",
    description:
      "After a match or a PE lesson, follow the band of light down from head to toes and notice where the body is warm, tired or still buzzing. Lie down if you can.",
    category: "Body scan",
    durationSeconds: 20,
    status: "approved",
    tags: ["body scan", "sport"],
  },
  {
    file: "slow-breathing",
    courseName: "Long Out-Breaths for a Calm Classroom",
    courseContent: "Breathing",
    description:
      "When the room is loud, breathe in for five counts as the circle opens and let a long, soft out-breath empty it. Three rounds together settle a whole class.",
    category: "Breathing",
    durationSeconds: 20,
    status: "approved",
    tags: ["breathing", "classroom"],
  },
];

/**
 * The demo videos, uploaded by the demo instructor: three approved and ranked (1 to 3, the first
 * `recommended`), one pending, one rejected with a reason, and four more approved, unranked.
 * Their files are stored under fresh keys before the rows are inserted; each key goes into
 * `stored` first, so registry/seed.ts can delete the files when the seed's transaction fails.
 * Skipped when the instructor already has videos (a second `npm run db:seed`).
 */
export async function seedDemoVideos(tx: Tx, stored: string[]): Promise<void> {
  const people = await accountsByEmail(tx, [INSTRUCTOR_EMAIL, ADMIN_EMAIL]);
  const instructor = people.get(INSTRUCTOR_EMAIL);
  const admin = people.get(ADMIN_EMAIL);
  if (!instructor) return;
  const existing = await tx.select({ id: videos.id }).from(videos).where(eq(videos.uploadedBy, instructor.id)).limit(1);
  if (existing.length > 0) return;

  const now = Date.now();
  const rows: (typeof videos.$inferInsert)[] = [];
  for (const [i, demo] of DEMO_VIDEOS.entries()) {
    const files = [
      { kind: "video", contentType: "video/mp4", ext: "mp4" },
      { kind: "thumbnail", contentType: "image/jpeg", ext: "jpg" },
    ] as const;
    const [video, thumbnail] = await Promise.all(
      files.map(async ({ kind, contentType, ext }) => {
        const bytes = await readDemoMedia(`${demo.file}.${ext}`);
        return { key: await storeSeedFile(stored, kind, contentType, bytes), contentType, size: bytes.byteLength };
      }),
    );
    // A minute apart, oldest first, so "newest" orders are stable and meaningful.
    const createdAt = new Date(now - (DEMO_VIDEOS.length - i) * 60_000);
    const reviewed = demo.status !== "pending";
    rows.push({
      courseName: demo.courseName,
      courseContent: demo.courseContent,
      description: demo.description,
      category: demo.category,
      status: demo.status,
      rank: demo.rank ?? null,
      tags: demo.tags ?? [],
      rejectionReason: demo.rejectionReason ?? null,
      reviewedAt: reviewed ? createdAt : null,
      reviewedBy: reviewed ? (admin?.id ?? null) : null,
      uploadedBy: instructor.id,
      videoKey: video!.key,
      videoType: video!.contentType,
      videoSize: video!.size,
      thumbnailKey: thumbnail!.key,
      thumbnailType: thumbnail!.contentType,
      durationSeconds: demo.durationSeconds,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await tx.insert(videos).values(rows);
}

/** A committed file of DEMO_MEDIA_DIR (a clip's `.mp4`, its thumbnail's `.jpg`). */
async function readDemoMedia(file: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(path.join(DEMO_MEDIA_DIR, file)));
}

/**
 * One of the demo clips (DEMO_VIDEOS' `file`), for other features' demo content made of the same
 * clips (the library's talks): its bytes and its length in seconds.
 */
export async function readDemoClip(file: string): Promise<{ bytes: Uint8Array; durationSeconds: number }> {
  const clip = DEMO_VIDEOS.find((v) => v.file === file);
  if (!clip) throw new Error(`readDemoClip: no demo clip ${file}`);
  return { bytes: await readDemoMedia(`${file}.mp4`), durationSeconds: clip.durationSeconds };
}

/** The demo videos' rows by title (for the seeds of other features, run after this one). */
export async function demoVideoIds(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: videos.id, courseName: videos.courseName })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.uploadedBy))
    .where(
      and(
        eq(users.email, INSTRUCTOR_EMAIL),
        inArray(
          videos.courseName,
          DEMO_VIDEOS.map((v) => v.courseName),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.courseName, r.id]));
}
