import { programRequests, type ProgramRequestRow } from "@/lib/db/schema";
import { getDb } from "@/test/db";

/** Inserts a program request directly (no service, no mail), pending and for Other unless told otherwise: for tests of lists, ordering and states. */
export async function insertProgramRequest(
  schoolId: string,
  over: Partial<typeof programRequests.$inferInsert> = {},
): Promise<ProgramRequestRow> {
  const db = await getDb();
  const [row] = await db
    .insert(programRequests)
    .values({
      schoolId,
      contactPerson: "Jordan Lee",
      email: "jordan.lee@riverside.example",
      phone: "+1 555 0100",
      programRequested: "Other",
      message: "An evening for families.",
      ...over,
    })
    .returning();
  if (!row) throw new Error("insertProgramRequest: insert returned no row");
  return row;
}
