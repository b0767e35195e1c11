import { eq, and } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { can } from "@/registry/permissions";

const school = alias(users, "school");

/**
 * The school a student is attached to (they chose it when they signed up), which sees them in its
 * Students tab: its name, or null for a student attached to none (and for every other role).
 */
export async function schoolSeeingStudent(actor: Actor | null): Promise<{ name: string } | null> {
  if (!actor || actor.role !== "user" || !can(actor, "profile.read")) return null;
  const db = await getDb();
  const [row] = await db
    .select({ name: school.name })
    .from(users)
    .innerJoin(school, and(eq(school.id, users.schoolId), eq(school.role, "school")))
    .where(eq(users.id, actor.id));
  return row ?? null;
}
