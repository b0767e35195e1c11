/**
 * The postgres realtime mode across two server processes on one PostgreSQL (DESIGN.md 3): each a
 * separate Node process (test/realtime-instance.ts) holding server-sent event streams as the chat's
 * stream route does. An event published in one reaches streams held by the other; both count the
 * same users online; an instance killed outright (SIGKILL: no goodbye) leaves rows that expire, so
 * its users go offline on the other within the TTL, announced there once.
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, resetDb } from "@/test/db";
import { requirePostgres } from "@/test/postgres";
import type { InstanceCommand, InstanceMessage } from "@/test/realtime-instance";
import type { RealtimeEvent } from "./types";

const HEARTBEAT_MS = 150;
const PRESENCE_TTL_MS = 600;

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

class Instance {
  readonly events = new Map<string, RealtimeEvent[]>();
  readonly presence: { userId: string; online: boolean }[] = [];
  private readonly replies = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 0;

  private constructor(readonly child: ChildProcess) {
    child.on("message", (message: InstanceMessage) => {
      if (message.type === "event") {
        const list = this.events.get(message.streamId) ?? [];
        list.push(message.event);
        this.events.set(message.streamId, list);
      } else if (message.type === "presence") this.presence.push({ userId: message.userId, online: message.online });
      else if (message.type === "reply") {
        const reply = this.replies.get(message.id)!;
        this.replies.delete(message.id);
        if (message.error) reply.reject(new Error(message.error));
        else reply.resolve(message.result);
      }
    });
  }

  static start(): Promise<Instance> {
    const child = fork(path.join(import.meta.dirname, "../../test/realtime-instance.ts"), {
      execArgv: ["--import", "tsx"],
      env: {
        ...process.env,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        HEARTBEAT_MS: String(HEARTBEAT_MS),
        PRESENCE_TTL_MS: String(PRESENCE_TTL_MS),
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    return new Promise((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`the instance exited as it started (${code})`)));
      child.once("message", (message: InstanceMessage) => {
        if (message.type === "ready") resolve(new Instance(child));
      });
    });
  }

  request<T>(command: DistributiveOmit<InstanceCommand, "id">): Promise<T> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.replies.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ ...command, id });
    });
  }

  online(userIds: string[]): Promise<string[]> {
    return this.request<string[]>({ op: "online", userIds }).then((ids) => ids.sort());
  }
}

describe("postgres realtime across two processes", () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    await requirePostgres();
    await resetDb();
    [a, b] = await Promise.all([Instance.start(), Instance.start()]);
  }, 60_000);
  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        await instance.request({ op: "close" }).catch(() => undefined);
      }
    }
  });

  it("delivers across instances to every stream of the user, counts presence alike on both, and takes a killed instance's users offline within the TTL", async () => {
    const [ana, ben] = [(await createUser({ role: "admin" })).id, (await createUser({ role: "instructor" })).id];
    // Ana has a tab on each instance; Ben one on B.
    await a.request({ op: "stream", streamId: "ana@a", userId: ana });
    await b.request({ op: "stream", streamId: "ana@b", userId: ana });
    await b.request({ op: "stream", streamId: "ben@b", userId: ben });

    const toAna = { event: "message", data: { text: "from B" }, id: "m-1" };
    await b.request({ op: "publish", userId: ana, event: toAna });
    const toBen = { event: "message", data: { text: "from A" }, id: "m-2" };
    await a.request({ op: "publish", userId: ben, event: toBen });
    await vi.waitFor(() => {
      expect(a.events.get("ana@a")).toEqual([toAna]);
      expect(b.events.get("ana@b")).toEqual([toAna]);
      expect(b.events.get("ben@b")).toEqual([toBen]);
    });

    const both = [ana, ben].sort();
    expect(await a.online([ana, ben])).toEqual(both);
    expect(await b.online([ana, ben])).toEqual(both);
    // Each came online once, announced by the instance that opened their first stream.
    expect(a.presence).toEqual([{ userId: ana, online: true }]);
    expect(b.presence).toEqual([{ userId: ben, online: true }]);

    // Ana closes her tab on B: still online through A.
    await b.request({ op: "endStream", streamId: "ana@b" });
    await vi.waitFor(async () => expect(await b.online([ana])).toEqual([ana]));

    // A dies without a word: its row for Ana stops beating and expires.
    a.child.kill("SIGKILL");
    const killed = Date.now();
    await vi.waitFor(async () => expect(await b.online([ana, ben])).toEqual([ben]), { timeout: PRESENCE_TTL_MS * 3, interval: 20 });
    const offlineAfter = Date.now() - killed;
    expect(offlineAfter).toBeLessThanOrEqual(PRESENCE_TTL_MS + 250);
    // B's sweep removes the expired row and announces Ana's going offline, once.
    await vi.waitFor(() => expect(b.presence).toContainEqual({ userId: ana, online: false }), { timeout: PRESENCE_TTL_MS * 3 });
    expect(b.presence.filter((change) => change.userId === ana)).toEqual([{ userId: ana, online: false }]);

    // B still delivers to Ben.
    const later = { event: "message", data: { text: "still here" }, id: "m-3" };
    await b.request({ op: "publish", userId: ben, event: later });
    await vi.waitFor(() => expect(b.events.get("ben@b")).toEqual([toBen, later]));
  });
});
