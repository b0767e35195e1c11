import { afterAll, beforeAll, beforeEach } from "vitest";
import { chatMessages, type Role } from "@/lib/db/schema";
import { setRealtimeForTests, type Realtime } from "@/lib/realtime";
import type { Actor } from "@/lib/session/actor-type";
import { issueApiToken } from "@/lib/session/token";
import { actorFor, createUser, getDb, resetDb, type NewUser } from "./db";
import { FakeRealtime } from "./fake-realtime";

/**
 * The start of a chat test file: `realtime` (a FakeRealtime unless given) installed for the file,
 * and before each test an empty database and nothing recorded. Answers the adapter.
 */
export function setUpChat<R extends Realtime = FakeRealtime>(realtime: R = new FakeRealtime() as unknown as R): R {
  beforeAll(() => setRealtimeForTests(realtime));
  afterAll(() => setRealtimeForTests());
  beforeEach(async () => {
    await resetDb();
    if (realtime instanceof FakeRealtime) {
      realtime.clear();
      await realtime.close();
    }
  });
  return realtime;
}

/** An approved account of the role (unless `extra` says otherwise), as an actor, with a Bearer token for the routes. */
export async function person(role: Role, extra: Partial<NewUser> = {}): Promise<Actor & { token: string }> {
  const row = await createUser({ ...extra, role });
  return { ...actorFor(row), token: await issueApiToken(row) };
}

/** Messages stored straight in the table (no rate limit, no events), in order; `minutesAgo` dates them all, `read` marks them read. */
export async function insertMessages(from: Actor, to: Actor, texts: string[], { read = false, minutesAgo = 0 } = {}) {
  const db = await getDb();
  return db
    .insert(chatMessages)
    .values(
      texts.map((text) => ({
        senderId: from.id,
        receiverId: to.id,
        text,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        readAt: read ? new Date() : null,
      })),
    )
    .returning();
}
