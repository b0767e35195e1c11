import "server-only";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { verifyApiToken } from "./token";
import type { Actor } from "./actor-type";
import { auth } from "./auth";

export type { Actor } from "./actor-type";

async function loadActor(userId: string, sessionVersion: number): Promise<Actor | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      allowedTabs: users.allowedTabs,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  // A password reset or a deletion moves the version on (or removes the row): older sessions end.
  if (!row || row.sessionVersion !== sessionVersion || row.status === "rejected") return null;
  return row;
}

/**
 * Who is making this request: a Bearer token (API clients) or the Auth.js session cookie.
 * The user is loaded from the database every time, so role and approval are current.
 */
export async function getActor(): Promise<Actor | null> {
  const h = await headers();
  const authorization = h.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match?.[1]) return null;
    const claims = await verifyApiToken(match[1]);
    return claims ? loadActor(claims.userId, claims.sessionVersion) : null;
  }
  const session = await auth();
  if (!session?.user?.id) return null;
  return loadActor(session.user.id, session.sessionVersion);
}

/** Whether the request was authenticated by cookie (so it must come from our own origin). */
export async function isCookieAuthenticated(): Promise<boolean> {
  return !(await headers()).get("authorization");
}
