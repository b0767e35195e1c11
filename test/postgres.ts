import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

/** How long each of the two probe transactions waits for the other to begin. */
const PROBE_MS = 3000;

let probe: Promise<void> | undefined;

/**
 * For tests of concurrent requests (a race, a double submit, a row lock): throws, so the test
 * fails (it never skips, never passes), unless the database runs two transactions at the same
 * time. PGlite runs one at a time, and a pool of one connection queues them: there a race test
 * would pass whatever the code does (DESIGN.md 8). Call it first in such a test, in its
 * `beforeAll`, or at the top of a file made only of such tests (`await requirePostgres()`).
 *
 * The probe: two transactions, each of which waits inside for the other to have begun. Only a
 * server that holds both open at once gets them through. Checked once per process.
 */
export function requirePostgres(): Promise<void> {
  probe ??= (async () => {
    if (!process.env.TEST_DATABASE_URL) {
      throw new Error(
        "This test needs a real PostgreSQL and TEST_DATABASE_URL is not set. Run the tests with `npm run test:unit` " +
          "(scripts/test-db.mjs finds or starts a server) or set TEST_DATABASE_URL.",
      );
    }
    const db = await getDb();
    const began = [deferred(), deferred()] as const;
    const timers: NodeJS.Timeout[] = [];
    const side = (mine: 0 | 1) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_backend_pid()`);
        began[mine].resolve();
        await new Promise<void>((resolve, reject) => {
          timers.push(setTimeout(() => reject(new Error("timeout")), PROBE_MS));
          void began[mine === 0 ? 1 : 0].promise.then(resolve);
        });
      });
    const outcome = await Promise.allSettled([side(0), side(1)]);
    timers.forEach(clearTimeout);
    if (outcome.some((o) => o.status === "rejected")) {
      throw new Error(
        `This test needs a database that runs transactions concurrently, and the one at TEST_DATABASE_URL ran two of them one after ` +
          `the other (waited ${PROBE_MS} ms). Use a real PostgreSQL server with a pool of more than one connection (DATABASE_POOL_MAX).`,
      );
    }
  })();
  return probe;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
