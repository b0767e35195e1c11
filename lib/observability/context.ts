import { AsyncLocalStorage } from "node:async_hooks";

type RequestContext = { requestId: string };

/**
 * One store per process, on globalThis: Next bundles each route apart, and a copy of this module
 * per bundle would give each its own store, invisible to the logger of another.
 */
const holder = globalThis as typeof globalThis & { __mmfRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (holder.__mmfRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `fn` with `requestId` on every log line written while it (and the work it starts) runs. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** The id of the request being served, if any (none in a scheduled job or at start). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
