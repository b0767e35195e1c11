import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan, can } from "@/registry/permissions";
import { ForbiddenError, InvalidError, NotFoundError } from "@/lib/errors";
import { parseUpdate, type SameValue } from "@/lib/validate";
import { profileUpdateSchema } from "@/features/accounts/schema";
import { auditUser } from "../audit";
import { publicUser } from "./serialize";
import { isUuid } from "@/lib/ids";

const SCHOOL_ONLY = ["website", "about"] as const;
const SCHOOL_ONLY_NAMES: Record<(typeof SCHOOL_ONLY)[number], string> = { website: "a website", about: "an About text" };

/** E-mail addresses are kept in lower case; the one sent back may differ in case only. */
const sameEmail: SameValue = (sent, ours) => typeof sent === "string" && sent.trim().toLowerCase() === ours;

export async function getProfile(actor: Actor | null) {
  assertCan(actor, "profile.read");
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!row) throw new NotFoundError("User not found");
  return publicUser(row);
}

/**
 * Updates name, last name, title, bio, specialization, phone and address, and a school's website
 * and About (an instructor's first name is `name`, their last name `lastName`). A person edits only
 * their own profile; admins and superadmins may edit others'. Admin accounts cannot edit their
 * own profile card (spec), but may correct other accounts. Role, status, e-mail, school, allowed
 * tabs and the rest of the user object never change here: sent back unchanged they are accepted,
 * changed they are refused (422).
 */
export async function updateProfile(actor: Actor | null, userId: string, input: unknown) {
  assertCan(actor, "profile.update");
  const self = userId === actor.id;
  if (!self && !can(actor, "profile.updateOthers")) {
    throw new ForbiddenError("You are not authorized to update another user's profile.");
  }
  if (self && actor.role === "admin") throw new ForbiddenError("Admin accounts cannot edit their own profile.");
  if (!isUuid(userId)) throw new NotFoundError("User not found");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId));
    if (!target) throw new NotFoundError("User not found");
    // Staff accounts are edited by themselves or by a superadmin, never by another admin.
    if (!self && (target.role === "superadmin" || target.role === "admin") && actor.role !== "superadmin") {
      throw new ForbiddenError("You are not authorized to update another user's profile.");
    }
    // The user object we answer with may come back whole: its other keys must be unchanged.
    const data = parseUpdate(profileUpdateSchema, input, publicUser(target), { email: sameEmail });
    // A field the caller sent is set (blank clears it); a field left out keeps its value.
    const sent = (key: string) => typeof input === "object" && input !== null && key in input;
    // Website and About belong to a school's profile: another account may send them back as
    // they are (empty), never set them.
    if (target.role !== "school") {
      const fields: Record<string, string> = {};
      for (const key of SCHOOL_ONLY) {
        if (data[key] !== undefined && data[key] !== target[key]) fields[key] = `Only a school's profile has ${SCHOOL_ONLY_NAMES[key]}`;
      }
      const first = Object.values(fields)[0];
      if (first !== undefined) throw new InvalidError(first, fields);
    }
    const optional = ["lastName", "title", "bio", "specialization", "phone", "address", ...SCHOOL_ONLY] as const;
    const changes: Partial<Record<(typeof optional)[number], string | null>> = {};
    for (const key of optional) if (sent(key)) changes[key] = data[key] ?? null;
    const set = { ...(data.name !== undefined ? { name: data.name } : {}), ...changes };
    if (Object.keys(set).length === 0) return publicUser(target);
    const [row] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
    if (!row) throw new NotFoundError("User not found");
    if (!self) await auditUser(tx, actor, "user.updateProfile", userId);
    return publicUser(row);
  });
}
