import { eq } from "drizzle-orm";
import { programRequests } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/** A school's program requests (with its contact person's name, e-mail and phone). Erasure deletes them. */
export const programsPersonalData: PersonalData = {
  tables: ["program_requests"],
  export: [
    {
      file: "program-requests.json",
      describes: "The programs your school asked for: the contact person, e-mail, phone, message, status and dates.",
      records: (db, person) => db.select().from(programRequests).where(eq(programRequests.schoolId, person.id)),
    },
  ],
  async erase(tx, person) {
    await tx.delete(programRequests).where(eq(programRequests.schoolId, person.id));
    await tx.update(programRequests).set({ decidedBy: null }).where(eq(programRequests.decidedBy, person.id));
    return [];
  },
};
