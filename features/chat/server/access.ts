import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { fullName, users, type Role } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { mayMessage, refusal, STUDENTS_NOT_IN_CHAT } from "../rules";

/** The other person of a conversation, as messages name them (`senderId`/`receiverId`: `{ _id, name, role }`). */
type ChatPerson = { id: string; name: string; email: string; role: Role };

export const USER_NOT_FOUND = "User not found";
export const NOT_APPROVED = "This account is not approved yet, so it is not part of chat.";
export const NOT_YOURSELF = "You cannot message yourself.";

/**
 * The caller, when they are part of chat: 401 for a guest, 403 "Students are not part of chat." for a
 * student, 403 "awaiting approval" for an account not yet approved (the permission table's rule).
 */
export function assertChatter(actor: Actor | null): asserts actor is Actor {
  if (actor?.role === "user") throw new ForbiddenError(STUDENTS_NOT_IN_CHAT);
  assertCan(actor, "chat.use");
}

/**
 * The person `otherId` names, when the caller may talk to them: 404 for an id that is no account,
 * 403 with the reason for a refused pair (a student, staff to staff, instructor or school to one
 * another, oneself, an account not approved yet).
 */
export async function counterpart(db: DbOrTx, actor: Actor, otherId: string): Promise<ChatPerson> {
  if (!isUuid(otherId)) throw new NotFoundError(USER_NOT_FOUND);
  if (otherId === actor.id) throw new ForbiddenError(NOT_YOURSELF);
  const [other] = await db
    .select({ id: users.id, name: fullName, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, otherId));
  if (!other) throw new NotFoundError(USER_NOT_FOUND);
  if (!mayMessage(actor.role, other.role)) throw new ForbiddenError(refusal(actor.role, other.role));
  if (other.status !== "approved") throw new ForbiddenError(NOT_APPROVED);
  return { id: other.id, name: other.name, email: other.email, role: other.role };
}
