/**
 * One server instance of the postgres realtime mode in its own process, for
 * lib/realtime/postgres-instances.test.ts: started with `node --import tsx` (child_process.fork),
 * configured by DATABASE_URL, HEARTBEAT_MS, PRESENCE_TTL_MS, and driven over IPC. It holds
 * server-sent event streams made by lib/realtime/sse.ts as the chat's stream route will, reads
 * them as a browser would, and reports every event each stream carries and every presence change
 * this instance announces. Relative imports only (no path aliases in a child process).
 */
import { PostgresRealtime } from "../lib/realtime/postgres";
import { eventStream } from "../lib/realtime/sse";
import type { RealtimeEvent } from "../lib/realtime/types";
import { framedEvents, readFrames } from "./event-stream";

export type InstanceCommand =
  | { id: number; op: "stream"; streamId: string; userId: string }
  | { id: number; op: "endStream"; streamId: string }
  | { id: number; op: "publish"; userId: string; event: RealtimeEvent }
  | { id: number; op: "online"; userIds: string[] }
  | { id: number; op: "close" };

export type InstanceMessage =
  | { type: "ready"; instance: string }
  | { type: "reply"; id: number; result?: unknown; error?: string }
  | { type: "event"; streamId: string; event: RealtimeEvent }
  | { type: "presence"; userId: string; online: boolean };

const send = (message: InstanceMessage) => process.send!(message);

const realtime = new PostgresRealtime({
  connectionString: process.env.DATABASE_URL!,
  heartbeatMs: Number(process.env.HEARTBEAT_MS),
  presenceTtlMs: Number(process.env.PRESENCE_TTL_MS),
});
realtime.onPresenceChange((change) => send({ type: "presence", ...change }));
const streams = new Map<string, AbortController>();

async function run(command: InstanceCommand): Promise<unknown> {
  switch (command.op) {
    case "stream": {
      const aborter = new AbortController();
      const response = await eventStream({ realtime, userId: command.userId, signal: aborter.signal });
      streams.set(command.streamId, aborter);
      const { frames } = readFrames(response.body!);
      let sent = 0;
      // Forwarded as they are parsed: poll the parsed frames (a few ms apart is plenty for a test).
      const forward = setInterval(() => {
        const events = framedEvents(frames);
        for (; sent < events.length; sent += 1) send({ type: "event", streamId: command.streamId, event: events[sent]! });
      }, 5);
      aborter.signal.addEventListener("abort", () => clearInterval(forward));
      return null;
    }
    case "endStream":
      streams.get(command.streamId)?.abort();
      return null;
    case "publish":
      return realtime.publish(command.userId, command.event);
    case "online":
      return [...(await realtime.onlineUserIds(command.userIds))];
    case "close":
      for (const aborter of streams.values()) aborter.abort();
      await realtime.close();
      setImmediate(() => process.exit(0));
      return null;
  }
}

process.on("message", (command: InstanceCommand) => {
  run(command).then(
    (result) => send({ type: "reply", id: command.id, result }),
    (error: unknown) => send({ type: "reply", id: command.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
send({ type: "ready", instance: realtime.instance });
