import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { passwordResetTokens, users, type UserRow } from "@/lib/db/schema";
import { issueApiToken } from "@/lib/session/token";
import { createUser, getDb, type NewUser } from "@/test/db";

/** The actors of the authorization matrix, in the order of its columns. */
export const ACTORS = ["guest", "pending", "user", "instructor", "school", "admin", "superadmin", "limitedAdmin"] as const;
export type ActorName = (typeof ACTORS)[number];

const SPECS: Record<Exclude<ActorName, "guest">, NewUser> = {
  /** A registered instructor waiting for approval. */
  pending: { role: "instructor", status: "pending", bio: "Waiting" },
  user: { role: "user" },
  instructor: { role: "instructor", bio: "Teaches calm" },
  school: { role: "school", phone: "+1 555 0100", address: "1 Lake Road" },
  admin: { role: "admin" },
  superadmin: { role: "superadmin" },
  /** An admin whose allowedTabs hold only the approval requests tab. */
  limitedAdmin: { role: "admin", allowedTabs: ["approval-requests"] },
};

export type SignedIn = { name: ActorName; row: UserRow | null; token: string | undefined };

/** Creates the actor's account (none for a guest) and a Bearer token for it. */
export async function signIn(name: ActorName): Promise<SignedIn> {
  if (name === "guest") return { name, row: null, token: undefined };
  const row = await createUser(SPECS[name]);
  return { name, row, token: await issueApiToken(row) };
}

export async function findUser(id: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A valid reset token for the user, stored hashed as the service stores it. */
export async function resetTokenFor(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: createHash("sha256").update(token).digest("hex"),
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}
