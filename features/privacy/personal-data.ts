import { eq } from "drizzle-orm";
import { dataExports } from "@/lib/db/schema";
import { without, type PersonalData } from "@/lib/privacy/personal-data";

/** The person's own downloads of their data: listed in the next one, deleted with their files by erasure. */
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
  ],
  async erase(tx, person) {
    const gone = await tx.delete(dataExports).where(eq(dataExports.userId, person.id)).returning({ key: dataExports.storageKey });
    return gone.map((row) => row.key ?? "");
  },
};
