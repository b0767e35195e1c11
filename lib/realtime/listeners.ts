import type { PresenceListener, RealtimeEvent, SubscribeOptions } from "./types";
import { logFor } from "@/lib/observability/log";

const log = logFor("realtime");

/** One subscriber of one user's events in this process. */
export type Subscriber = { listener: (event: RealtimeEvent) => void; onGap?: SubscribeOptions["onGap"] };

/** Calls `run`, logging what it throws: one subscriber's failure never stops the others'. */
function guarded(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    log.error({ err: error }, `a ${what} threw`);
  }
}

/**
 * This process's subscribers, by user (the embedded and postgres adapters): who hears an event
 * that reaches this process, and who hears that some may have been missed.
 */
export class SubscriberSet {
  private readonly byUser = new Map<string, Set<Subscriber>>();

  add(userId: string, subscriber: Subscriber): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  deliver(userIds: readonly string[], event: RealtimeEvent): void {
    for (const userId of new Set(userIds)) {
      // A copy: a listener may unsubscribe (or subscribe) while we go through them.
      for (const subscriber of [...(this.byUser.get(userId) ?? [])]) guarded("realtime listener", () => subscriber.listener(event));
    }
  }

  /** Tells every subscriber that events may have been missed. */
  gap(): void {
    for (const set of [...this.byUser.values()]) {
      for (const subscriber of [...set]) if (subscriber.onGap) guarded("onGap listener", subscriber.onGap);
    }
  }

  get size(): number {
    let size = 0;
    for (const set of this.byUser.values()) size += set.size;
    return size;
  }

  clear(): void {
    this.byUser.clear();
  }
}

/** Who hears users come online and go offline (onPresenceChange). */
export class PresenceListeners {
  private readonly listeners = new Set<PresenceListener>();

  add(listener: PresenceListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(userId: string, online: boolean): void {
    for (const listener of [...this.listeners]) guarded("presence listener", () => listener({ userId, online }));
  }

  clear(): void {
    this.listeners.clear();
  }
}
