import { inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { getStorage } from "@/lib/storage";
import { newObjectKey } from "@/lib/storage/keys";
import type { ObjectKind } from "@/lib/storage/limits";

/**
 * Pieces of the features' demo seeds (registry/seed.ts runs them in one transaction; storage is
 * not part of it, so every stored key is recorded first and deleted again when the seed fails).
 */

export type SeedAccount = { id: string; email: string; name: string };

/** The accounts with these e-mails (the demo accounts of features/accounts/server/seed.ts a seed needs), by e-mail; a missing one is not there. */
export async function accountsByEmail(tx: Tx, emails: readonly string[]): Promise<Map<string, SeedAccount>> {
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.map((row) => [row.email, row]));
}

/** Stores a demo file under a fresh key of `kind`, pushed to `stored` before a byte is written; answers the key. */
export async function storeSeedFile(stored: string[], kind: ObjectKind, contentType: string, bytes: Uint8Array): Promise<string> {
  const key = newObjectKey(kind, contentType);
  stored.push(key);
  await getStorage().put(key, bytes, { contentType, size: bytes.byteLength });
  return key;
}
