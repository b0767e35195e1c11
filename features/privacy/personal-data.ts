import { eq } from "drizzle-orm";
import { dataExports, galleryImages, users } from "@/lib/db/schema";
import { without, type PersonalData } from "@/lib/privacy/personal-data";

/**
 * The person's own downloads of their data: listed in the next one, deleted with their files by
 * erasure. And their consents (the privacy policy's version they accepted; a school's confirmation,
 * per photo, that it holds consent for the children shown), gathered from the account and the
 * photos, whose parts answer for erasing them.
 */
export const privacyPersonalData: PersonalData = {
  tables: ["data_exports"],
  export: [
    {
      file: "data-downloads.json",
      describes: "When you asked for a download of your data before, and until when each could be downloaded.",
      records: async (db, person) => {
        const rows = await db.select().from(dataExports).where(eq(dataExports.userId, person.id));
        return rows.map((row) => without(row, "storageKey"));
      },
    },
    {
      file: "consents.json",
      describes:
        "Your consents: the version of the privacy policy you accepted and when, and for each photo your school shared whether you confirmed the school holds consent for the children shown, and when.",
      records: async (db, person) => {
        const [account] = await db
          .select({ version: users.privacyNoticeVersion, acceptedAt: users.privacyNoticeAcceptedAt })
          .from(users)
          .where(eq(users.id, person.id));
        const photos = await db
          .select({ id: galleryImages.id, title: galleryImages.title, confirmedAt: galleryImages.consentConfirmedAt })
          .from(galleryImages)
          .where(eq(galleryImages.schoolId, person.id));
        return [
          ...(account?.version
            ? [{ kind: "privacy-policy", version: account.version, acceptedAt: account.acceptedAt?.toISOString() ?? null }]
            : []),
          ...photos.map((photo) => ({
            kind: "photo-consent",
            photoId: photo.id,
            title: photo.title,
            confirmed: photo.confirmedAt !== null,
            confirmedAt: photo.confirmedAt?.toISOString() ?? null,
          })),
        ];
      },
    },
  ],
  async erase(tx, person) {
    const gone = await tx.delete(dataExports).where(eq(dataExports.userId, person.id)).returning({ key: dataExports.storageKey });
    return gone.map((row) => row.key ?? "");
  },
};
