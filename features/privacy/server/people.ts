import { and, asc, count, eq, ilike, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { users, type AccountStatus, type Role } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";

export const PEOPLE_PAGE_SIZE = 10;
/** Shorter searches find too many people to be told apart (and a name search needs three letters for its index). */
export const MIN_QUERY_LENGTH = 3;

export type FoundPerson = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: AccountStatus;
  /** A student's school, to tell two children of the same name apart. */
  schoolName: string | null;
  createdAt: string;
  /** Why this staff member cannot erase the account here (null: they can). */
  notErasable: string | null;
};

export type PeopleFound = { query: string; people: FoundPerson[]; total: number; page: number; pages: number };

/** Why `actor` may not erase this account from User Management, as the search shows it (eraseByStaff refuses the same). */
function whyNotErasable(actor: Actor, person: { id: string; role: Role }): string | null {
  if (person.id === actor.id) return "Your own account: erase it from your Profile.";
  if (person.role === "superadmin") return "A superadmin erases their account from their own Profile.";
  if (person.role === "admin" && actor.role !== "superadmin") return "Only a superadmin can erase an admin's account.";
  return null;
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Staff find any account that is not erased yet (students and pending sign-ups too) to erase it at a
 * person's or a parent's request: by its whole e-mail address (a query with `@`), or by a part of
 * its name of at least three letters (the trigram index on users.name), ten a page in name order.
 */
export async function findPeople(actor: Actor | null, input: { q?: string | undefined; page?: number }): Promise<PeopleFound> {
  assertCan(actor, "users.erase");
  const query = (input.q ?? "").trim().slice(0, 200);
  if (query.length < MIN_QUERY_LENGTH) return { query, people: [], total: 0, page: 1, pages: 1 };
  const matches = query.includes("@") ? eq(users.email, query.toLowerCase()) : ilike(users.name, containing(query));
  const where = and(matches, ne(users.status, "erased"));
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const pages = Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(input.page ?? 1) || 1), pages);
  const school = alias(users, "school");
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      schoolName: school.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(school, eq(school.id, users.schoolId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(PEOPLE_PAGE_SIZE)
    .offset((page - 1) * PEOPLE_PAGE_SIZE);
  return {
    query,
    people: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), notErasable: whyNotErasable(actor, row) })),
    total,
    page,
    pages,
  };
}
