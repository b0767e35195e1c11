import { NotFoundError } from "@/lib/errors";
import { eventStream, getRealtime, type Realtime, type RealtimeEvent } from "@/lib/realtime";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { CHAT_EVENTS } from "../events";
import { streamQuerySchema } from "../schema";
import { assertChatter } from "./access";
import { messagesAfter, newestSeqOf } from "./messages";
import { relayPresence } from "./presence";
import { logFor } from "@/lib/observability/log";

const log = logFor("chat");

export const NO_STREAM_WITH_PUSHER =
  "Live chat runs through Pusher on this site, so there is no event stream here: GET /api/v1/chat/config says how to connect.";

/** Messages read from the database per query. */
const BATCH = 200;
/** Messages the catch-up sends before the stream goes live, at most; the rest follow in batches as live ones do. */
const CATCH_UP_MAX = 5 * BATCH;

/**
 * One stream's messages, read from the database in seq order after the last one it handed on.
 * A published message only says "something new": the stream then reads what is newer than its
 * last seq. So its ids only grow, nothing is sent twice, and nothing is skipped even when two
 * sends' events arrive in the other order (two instances, a slow publish), because messages
 * involving a person commit in seq order (messages.ts) and the read comes after the event.
 */
class MessageCursor {
  private sent = 0;
  private started = false;
  private running = false;
  private again = false;
  private deliver: ((event: RealtimeEvent) => void) | undefined;

  constructor(private readonly userId: string) {}

  /**
   * The catch-up: `ready` with the seq the stream starts from as its id (so a browser that
   * reconnects before any message came resumes from there), then the messages after it. A seq
   * from another database, or none, starts at the newest message.
   */
  async start(resume: number | undefined): Promise<RealtimeEvent[]> {
    const newest = await newestSeqOf(this.userId);
    const from = resume === undefined ? newest : Math.min(resume, newest);
    const events: RealtimeEvent[] = [{ event: CHAT_EVENTS.ready, id: String(from), data: { after: from } }];
    this.sent = from;
    for (;;) {
      const batch = await messagesAfter(this.userId, this.sent, BATCH);
      events.push(...batch.map((m) => this.handOn(m)));
      if (batch.length < BATCH) break;
      if (events.length > CATCH_UP_MAX) {
        this.again = true;
        break;
      }
    }
    this.started = true;
    if (this.again) this.read();
    return events;
  }

  /** Where live messages go: the stream helper's listener. */
  listen(deliver: (event: RealtimeEvent) => void): void {
    this.deliver = deliver;
  }

  /** A message was published to this person: read what is new (once the catch-up is done; one read at a time). */
  poke(): void {
    this.again = true;
    if (this.started) this.read();
  }

  private handOn(message: Awaited<ReturnType<typeof messagesAfter>>[number]): RealtimeEvent {
    this.sent = message.seq;
    return { event: CHAT_EVENTS.message, id: String(message.seq), data: message };
  }

  private read(): void {
    if (this.running || !this.deliver) return;
    this.running = true;
    const deliver = this.deliver;
    void (async () => {
      try {
        while (this.again) {
          this.again = false;
          let batch;
          do {
            batch = await messagesAfter(this.userId, this.sent, BATCH);
            for (const message of batch) deliver(this.handOn(message));
          } while (batch.length === BATCH);
        }
      } catch (error) {
        log.error({ err: error }, "reading new messages for a stream failed");
      } finally {
        this.running = false;
      }
    })();
  }
}

/** The adapter as the stream helper sees it: `message` events become reads of the cursor; everything else as it is. */
function readingMessages(realtime: Realtime, cursor: MessageCursor): Realtime {
  return new Proxy(realtime, {
    get(target, key) {
      if (key === "subscribe") {
        const subscribe: Realtime["subscribe"] = (userId, listener, options) => {
          cursor.listen(listener);
          return target.subscribe(userId, (event) => (event.event === CHAT_EVENTS.message ? cursor.poke() : listener(event)), options);
        };
        return subscribe;
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * GET chat/stream (server-sent events; embedded and postgres modes): the caller's live chat
 * events through the realtime stream helper (lib/realtime eventStream: presence, heartbeats, the
 * browser leaving). `after` (Last-Event-ID, or `?after=`) is the seq the browser last had: every
 * message to or from the caller after it comes first, then what happens live; `message` events
 * come from MessageCursor, the others (`read`, `typing`, `presence`) as published, without an id.
 * 404 on a site that runs on Pusher (its browsers listen there).
 */
export async function openChatStream(
  actor: Actor | null,
  { after, signal }: { after: string | null; signal: AbortSignal },
): Promise<Response> {
  assertChatter(actor);
  const { after: resume } = parseInput(streamQuerySchema, { after: after || undefined });
  const realtime = getRealtime();
  if (realtime.kind === "pusher") throw new NotFoundError(NO_STREAM_WITH_PUSHER);
  relayPresence(realtime);
  const cursor = new MessageCursor(actor.id);
  return eventStream({ realtime: readingMessages(realtime, cursor), userId: actor.id, signal, catchUp: () => cursor.start(resume) });
}
