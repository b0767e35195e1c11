import { expect } from "vitest";

/**
 * Runs `a` and `b` at once (on the real PostgreSQL, whose pool runs them side by side); exactly
 * one must succeed. Answers the index of the winner and the loser's error.
 */
export async function race(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<{ winner: 0 | 1; error: unknown }> {
  const results = await Promise.allSettled([a(), b()]);
  const won = results.flatMap((r, i) => (r.status === "fulfilled" ? [i] : []));
  expect(
    won,
    `exactly one of the two requests succeeds: ${results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok")).join(", ")}`,
  ).toHaveLength(1);
  const winner = won[0] as 0 | 1;
  return { winner, error: (results[1 - winner] as PromiseRejectedResult).reason };
}
