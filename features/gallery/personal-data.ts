import { and, eq, isNull, ne, or, isNotNull } from "drizzle-orm";
import { galleryImages } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/** What a photo that stays says of its school once the school's account is erased. */
export const ERASED_SCHOOL_NAME = "A partner school";

/**
 * A school's photos. Erasure deletes them with their files (photos of pupils: the default), or,
 * where the foundation keeps published ones, keeps those with the school's name replaced; photos
 * not published always go. Staff who reviewed or deleted a photo are forgotten on it.
 */
export const galleryPersonalData: PersonalData = {
  tables: ["gallery_images"],
  export: [
    {
      file: "photos.json",
      describes: "The photos your school shared: title, description, category, status and dates.",
      records: (db, person) => db.select().from(galleryImages).where(eq(galleryImages.schoolId, person.id)),
      files: async (db, person) => {
        const rows = await db.select().from(galleryImages).where(eq(galleryImages.schoolId, person.id));
        // The largest size of each photo (the variants are smallest first).
        return rows.flatMap((photo) => {
          const largest = photo.variants.at(-1);
          return largest ? [{ key: largest.key, name: `photos/${photo.id}.${largest.type.split("/")[1] ?? "jpg"}` }] : [];
        });
      },
    },
  ],
  async erase(tx, person, policy) {
    const theirs = eq(galleryImages.schoolId, person.id);
    const published = and(eq(galleryImages.status, "approved"), isNull(galleryImages.deletedAt));
    const going = await tx
      .delete(galleryImages)
      .where(policy.keepSchoolPhotos ? and(theirs, or(ne(galleryImages.status, "approved"), isNotNull(galleryImages.deletedAt))) : theirs)
      .returning({ variants: galleryImages.variants });
    if (policy.keepSchoolPhotos) {
      await tx.update(galleryImages).set({ schoolId: null, schoolName: ERASED_SCHOOL_NAME }).where(and(theirs, published));
    }
    await tx.update(galleryImages).set({ reviewedBy: null }).where(eq(galleryImages.reviewedBy, person.id));
    await tx.update(galleryImages).set({ deletedBy: null }).where(eq(galleryImages.deletedBy, person.id));
    return going.flatMap((photo) => photo.variants.map((variant) => variant.key));
  },
};
