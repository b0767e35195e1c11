import { and, eq, isNull, or, isNotNull } from "drizzle-orm";
import { libraryItems } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/**
 * The library items a member of staff added. Erasure keeps the published ones (the foundation's
 * library) with no uploader, and deletes drafts and items in the recycle bin with their files.
 */
export const libraryPersonalData: PersonalData = {
  tables: ["library_items"],
  export: [
    {
      file: "library-items.json",
      describes: "The library items you added: title, author, subject, description, keywords and dates.",
      records: (db, person) => db.select().from(libraryItems).where(eq(libraryItems.uploadedBy, person.id)),
    },
  ],
  async erase(tx, person) {
    const theirs = eq(libraryItems.uploadedBy, person.id);
    const going = await tx
      .delete(libraryItems)
      .where(and(theirs, or(isNull(libraryItems.approvedAt), isNotNull(libraryItems.deletedAt))))
      .returning({ videoKey: libraryItems.videoKey, coverKey: libraryItems.coverKey });
    await tx.update(libraryItems).set({ uploadedBy: null }).where(theirs);
    await tx.update(libraryItems).set({ approvedBy: null }).where(eq(libraryItems.approvedBy, person.id));
    await tx.update(libraryItems).set({ deletedBy: null }).where(eq(libraryItems.deletedBy, person.id));
    return going.flatMap((item) => [item.videoKey, item.coverKey]);
  },
};
