import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";

/**
 * Approved schools, for the student registration form's school selector. Public: names only.
 * A school is an account, so its id is also the spec's `schoolID` (the value a student form
 * posts back as `schoolId` or `schoolID`).
 */
export async function listSchools() {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, "school"), eq(users.status, "approved")))
    .orderBy(asc(users.name))
    .limit(1000);
  return rows.map((r) => ({ id: r.id, _id: r.id, schoolID: r.id, name: r.name, schoolName: r.name }));
}

/**
 * Students who chose a school. A school sees its own students; admins may pass `schoolId`
 * to see a given school's students, or see every student with a school.
 */
export async function listStudents(actor: Actor | null, schoolId?: string | null) {
  assertCan(actor, "school.listStudents");
  const db = await getDb();
  const forSchool = actor.role === "school" ? actor.id : schoolId && isUuid(schoolId) ? schoolId : null;
  if (actor.role !== "school" && schoolId && !forSchool) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      status: users.status,
      schoolId: users.schoolId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.role, "user"), forSchool ? eq(users.schoolId, forSchool) : isNotNull(users.schoolId)))
    .orderBy(asc(users.name))
    .limit(1000);
  return rows.map((r) => ({ ...r, _id: r.id, approved: r.status === "approved", createdAt: r.createdAt.toISOString() }));
}

/** An instructor's public profile: name, bio, title and specialization; never contact details. */
export async function getInstructorProfile(actor: Actor | null, instructorId: string) {
  assertCan(actor, "instructor.viewProfile");
  if (!isUuid(instructorId)) throw new NotFoundError("Instructor not found");
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      bio: users.bio,
      title: users.title,
      specialization: users.specialization,
    })
    .from(users)
    .where(and(eq(users.id, instructorId), eq(users.role, "instructor"), eq(users.status, "approved")));
  if (!row) throw new NotFoundError("Instructor not found");
  return { ...row, _id: row.id };
}
