import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { galleryImages, type GalleryStatus } from "@/lib/db/schema";
import { makePhotoVariants } from "@/lib/images/photo";
import { accountsByEmail, storeSeedFile } from "@/lib/db/seed";
import { getStorage } from "@/lib/storage";
import type { PhotoCategory } from "../schema";
import { drawDemoPhoto, type Scene } from "./demo-photos";

/** The demo accounts of features/accounts/server/seed.ts this seed needs. */
const SCHOOL_EMAIL = "school@demo.test";
const ADMIN_EMAIL = "admin@demo.test";

type DemoPhoto = {
  scene: Scene;
  title: string;
  category: PhotoCategory;
  description: string;
  status: GalleryStatus;
  /** How long ago it was uploaded. */
  daysAgo: number;
  rejectionReason?: string;
};

/** The demo school's photos: six published across the categories, one waiting for review, one rejected with a reason. */
export const DEMO_PHOTOS: readonly DemoPhoto[] = [
  {
    scene: "sunrise",
    title: "Sunrise breathing before lessons",
    category: "general",
    description: "Five slow breaths together on the field before the first bell: a calm start that our pupils now ask for.",
    status: "approved",
    daysAgo: 0.2,
  },
  {
    scene: "field",
    title: "Sports day: calm minds, strong bodies",
    category: "sports",
    description: "Each race began with a minute of box breathing at the start line. Nerves settled and every team cheered for the others.",
    status: "approved",
    daysAgo: 4,
  },
  {
    scene: "circles",
    title: "Our mindful colouring wall",
    category: "arts",
    description: "Overlapping circles painted by Year 4 during their quiet-time sessions, one colour for each feeling they noticed.",
    status: "approved",
    daysAgo: 11,
  },
  {
    scene: "lanterns",
    title: "Lantern walk with families",
    category: "event",
    description: "An evening walk around the school grounds with lanterns, pausing to listen to the night sounds together.",
    status: "approved",
    daysAgo: 24,
  },
  {
    scene: "garden",
    title: "A quiet garden corner for Class 3",
    category: "classroom",
    description: "The reading garden where Class 3 practise mindful listening after lunch.",
    status: "approved",
    daysAgo: 48,
  },
  {
    scene: "leaves",
    title: "Autumn leaves listening walk",
    category: "general",
    description: "Noticing the colours and the crunch underfoot: a mindful walk through the park last autumn.",
    status: "approved",
    daysAgo: 200,
  },
  {
    scene: "waves",
    title: "Sea sounds relaxation session",
    category: "classroom",
    description: "Lying still and listening to recorded waves, breathing with their rhythm.",
    status: "pending",
    daysAgo: 1,
  },
  {
    scene: "studio",
    title: "Art studio open afternoon",
    category: "arts",
    description: "Pupils showing their calm-colour paintings to parents.",
    status: "rejected",
    daysAgo: 6,
    rejectionReason:
      "The painting labels in the original picture showed pupils' full names. Please share a version where no child can be identified, and it will be reviewed again.",
  },
];

/**
 * The demo gallery, uploaded by the demo school: each picture drawn (./demo-photos.ts), stored
 * as a school's upload would be and run through the same re-encoding (lib/images
 * makePhotoVariants), then the source deleted. Every stored key goes into `stored` first, so
 * registry/seed.ts deletes the files when the seed's transaction fails. Skipped when the school
 * already has photos (a second `npm run db:seed`).
 */
export async function seedDemoGallery(tx: Tx, stored: string[]): Promise<void> {
  const people = await accountsByEmail(tx, [SCHOOL_EMAIL, ADMIN_EMAIL]);
  const school = people.get(SCHOOL_EMAIL);
  const admin = people.get(ADMIN_EMAIL);
  if (!school) return;
  const existing = await tx.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.schoolId, school.id)).limit(1);
  if (existing.length > 0) return;

  const storage = getStorage();
  const now = Date.now();
  const rows = await Promise.all(
    DEMO_PHOTOS.map(async (demo) => {
      const source = await drawDemoPhoto(demo.scene);
      const sourceKey = await storeSeedFile(stored, "image", "image/jpeg", source);
      const variants = await makePhotoVariants(storage, sourceKey, source.byteLength);
      stored.push(...variants.map((variant) => variant.key));
      await storage.delete(sourceKey);
      const largest = variants[variants.length - 1]!;
      const createdAt = new Date(now - demo.daysAgo * 24 * 60 * 60_000);
      const reviewed = demo.status !== "pending";
      return {
        title: demo.title,
        category: demo.category,
        description: demo.description,
        status: demo.status,
        rejectionReason: demo.rejectionReason ?? null,
        reviewedAt: reviewed ? new Date(createdAt.getTime() + 3 * 60 * 60_000) : null,
        reviewedBy: reviewed ? (admin?.id ?? null) : null,
        schoolId: school.id,
        schoolName: school.name,
        variants,
        width: largest.width,
        height: largest.height,
        createdAt,
        updatedAt: createdAt,
      } satisfies typeof galleryImages.$inferInsert;
    }),
  );
  await tx.insert(galleryImages).values(rows);
}
