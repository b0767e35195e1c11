/** Awaits a promise that must reject and returns what it threw (fails the test if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Error & { status?: number; fields?: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`Rejected with a non-Error: ${String(error)}`);
  }
  throw new Error("Expected the promise to reject, but it resolved");
}
