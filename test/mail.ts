import { drainOutbox, type DrainResult } from "@/lib/jobs/outbox";
import { outboxHandlers } from "@/registry/jobs";

/**
 * Delivers what the services under test put in the outbox, as the drain after a response would
 * (tests run outside a request, where no drain starts by itself). Call it after the action and
 * before looking at `mailbox` (test/smtp.ts).
 */
export function deliverOutbox(): Promise<DrainResult> {
  return drainOutbox({ handlers: outboxHandlers });
}
