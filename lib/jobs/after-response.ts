import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work to run once the response has been sent (the outbox's drain after a change commits). In the
 * App Router that is Next's `after`, which keeps a serverless function alive for it; the server
 * registers it when it starts (instrumentation-node.ts), because a module that imports `after`
 * may not be reached from a Pages Router page. A Pages Router page that changes something runs
 * its work in `withAfterResponse`, scheduled on its own response's end. Outside any request
 * (scripts, or `after` refusing a call outside its scope) `afterResponse` answers false and the
 * caller decides.
 */
export type ScheduleAfterResponse = (task: () => Promise<void>) => void;

const requestScope = new AsyncLocalStorage<ScheduleAfterResponse>();
const holder = globalThis as typeof globalThis & { __mmfAfterResponse?: ScheduleAfterResponse };

/** Sets the scheduler used when no request scope of our own is open (Next's `after`, at server start; a test resets it). */
export function setAfterResponse(schedule: ScheduleAfterResponse | undefined): void {
  holder.__mmfAfterResponse = schedule;
}

/** Runs `work` with `schedule` as where its after-response tasks go (a Pages Router page: its response's end). */
export function withAfterResponse<T>(schedule: ScheduleAfterResponse, work: () => T): T {
  return requestScope.run(schedule, work);
}

/** Schedules `task` for after the current response; false when there is no response to wait for. */
export function afterResponse(task: () => Promise<void>): boolean {
  const schedule = requestScope.getStore() ?? holder.__mmfAfterResponse;
  if (!schedule) return false;
  try {
    schedule(task);
    return true;
  } catch {
    // Next's `after` outside a request of the App Router.
    return false;
  }
}
