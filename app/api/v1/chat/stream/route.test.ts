/**
 * GET /api/v1/chat/stream with the embedded realtime adapter: the body read as a browser's
 * EventSource reads it. The catch-up from Last-Event-ID or `?after=` from the database, then live
 * events, each message once and in seq order; presence while the stream is open; clear JSON
 * refusals before any stream starts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { sendMessage, sendTyping } from "@/features/chat/server/messages";
import type { Role } from "@/lib/db/schema";
import { setRealtimeForTests } from "@/lib/realtime";
import { EmbeddedRealtime } from "@/lib/realtime/embedded";
import { callHandler, type Handler } from "@/test/api/request";
import { insertMessages, person, setUpChat } from "@/test/chat";
import { FakeRealtime } from "@/test/fake-realtime";
import { requirePostgres } from "@/test/postgres";
import { readSse } from "@/test/sse";
import { GET } from "./route";

const realtime = setUpChat(new EmbeddedRealtime());

/** Streams opened by a test, ended after it (as the browser going away does). */
const open: AbortController[] = [];
afterEach(async () => {
  for (const controller of open.splice(0)) controller.abort();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

async function stream(
  who: { token: string } | null,
  { query, headers }: { query?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const controller = new AbortController();
  open.push(controller);
  const result = await callHandler(GET as unknown as Handler, {
    method: "GET",
    route: "/api/v1/chat/stream",
    token: who?.token,
    binary: true,
    signal: controller.signal,
    ...(query ? { query } : {}),
    ...(headers ? { headers } : {}),
  });
  return {
    ...result,
    controller,
    events: result.response.headers.get("content-type")?.startsWith("text/event-stream") ? readSse(result.response) : null,
  };
}

describe("GET /api/v1/chat/stream", () => {
  it("is an event stream nothing buffers or compresses, marks the person online while open, and offline once they go", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    const { status, response, events, controller } = await stream(school);
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(await events!.next()).toEqual({ event: "ready", id: "0", data: { after: 0 } });
    expect(await realtime.onlineUserIds([school.id, admin.id])).toEqual(new Set([school.id]));
    controller.abort();
    await expect.poll(() => realtime.onlineUserIds([school.id])).toEqual(new Set());
  });

  it("ends as well when the reader cancels the body: offline, and no longer listening", async () => {
    const school = await person("school");
    const { events } = await stream(school);
    await events!.next();
    await events!.cancel();
    await expect.poll(() => realtime.onlineUserIds([school.id])).toEqual(new Set());
  });

  it("catches up from ?after= with every message to or from the person after that seq, then delivers live ones, each once", async () => {
    const [admin, school, maya] = [await person("admin"), await person("school"), await person("instructor")];
    const [first, second] = await insertMessages(admin, school, ["one", "two"]);
    await insertMessages(school, admin, ["three"]);
    await insertMessages(maya, admin, ["not the school's"]);

    const { events } = await stream(school, { query: { after: String(first!.seq) } });
    expect(await events!.next()).toEqual({ event: "ready", id: String(first!.seq), data: { after: first!.seq } });
    const caughtUp = [await events!.next(), await events!.next()];
    expect(caughtUp.map((e) => [e.event, e.id, (e.data as { text: string }).text])).toEqual([
      ["message", String(second!.seq), "two"],
      ["message", String(second!.seq + 1), "three"],
    ]);

    // Live: a message to the school, one from the school's other tab, a typing signal.
    const live = await sendMessage(admin, school.id, { text: "live", clientId: "c1" });
    expect(await events!.next()).toEqual({ event: "message", id: String(live.seq), data: live });
    const mine = await sendMessage(school, admin.id, { text: "from my other tab" });
    expect(await events!.next()).toMatchObject({ event: "message", id: String(mine.seq), data: { text: "from my other tab" } });
    await sendTyping(admin, school.id);
    expect(await events!.next()).toEqual({ event: "typing", id: undefined, data: { senderId: admin.id } });

    // A retried send publishes the message again: the stream has sent it, and does not send it twice.
    await sendMessage(admin, school.id, { text: "live", clientId: "c1" });
    await events!.nothingWithin(300);
  });

  it("resumes from Last-Event-ID (before ?after=), and from the newest message when given none or a seq it never had", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    const rows = await insertMessages(admin, school, ["a", "b", "c"]);
    const newest = rows[2]!.seq;

    const resumed = await stream(school, { headers: { "last-event-id": String(rows[1]!.seq) }, query: { after: "0" } });
    expect((await resumed.events!.next()).id).toBe(String(rows[1]!.seq));
    expect(await resumed.events!.next()).toMatchObject({ id: String(newest), data: { text: "c" } });

    const fresh = await stream(school);
    expect(await fresh.events!.next()).toEqual({ event: "ready", id: String(newest), data: { after: newest } });
    await fresh.events!.nothingWithin(200);

    const future = await stream(school, { query: { after: String(newest + 1000) } });
    expect((await future.events!.next()).id).toBe(String(newest));
    const next = await sendMessage(admin, school.id, { text: "after the gap" });
    expect(await future.events!.next()).toMatchObject({ id: String(next.seq), data: { text: "after the gap" } });
  });

  it("delivers every message of many sent at once, each once, in seq order (real PostgreSQL)", async () => {
    await requirePostgres();
    const admin = await person("admin");
    const senders = [];
    for (let i = 0; i < 6; i++) senders.push(await person(i % 2 ? "school" : "instructor"));
    const { events } = await stream(admin);
    await events!.next();
    const sent = await Promise.all(senders.flatMap((s) => [1, 2, 3, 4].map((n) => sendMessage(s, admin.id, { text: `${n}` }))));
    const received: number[] = [];
    for (let i = 0; i < sent.length; i++) received.push(Number((await events!.next()).id));
    expect(received).toEqual(sent.map((m) => m.seq).sort((a, b) => a - b));
    await events!.nothingWithin(200);
  });

  it("sends messages in seq order, each once, even when their events arrive in the other order (two instances, a slow publish)", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    const { events } = await stream(school);
    await events!.next();
    const [first, second] = await insertMessages(admin, school, ["first", "second"]);
    // Only the second message's event has arrived so far: the stream reads both from the database, in order.
    await realtime.publish(school.id, { event: "message", id: String(second!.seq), data: { text: "the event's copy" } });
    expect((await events!.next()).data).toMatchObject({ seq: first!.seq, text: "first" });
    expect((await events!.next()).data).toMatchObject({ seq: second!.seq, text: "second" });
    // The first one's event, late: already sent.
    await realtime.publish(school.id, { event: "message", id: String(first!.seq), data: { text: "the event's copy" } });
    await events!.nothingWithin(200);
  });

  it("passes read and presence events through to the person's own stream", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    const { events } = await stream(admin);
    await events!.next();
    await stream(school);
    expect(await events!.next()).toEqual({ event: "presence", id: undefined, data: { userId: school.id, online: true } });
  });

  it.each<[string, Role | null, number, string]>([
    ["a guest", null, 401, "Please sign in to continue."],
    ["a student", "user", 403, "Students are not part of chat."],
  ])("refuses %s with JSON before any stream starts", async (_who, role, status, message) => {
    const who = role ? await person(role) : null;
    const result = await stream(who);
    expect([result.status, result.response.headers.get("content-type"), await result.response.json()]).toEqual([
      status,
      "application/json",
      { message, requestId: expect.any(String) },
    ]);
  });

  it("refuses a resume point that is no seq (422)", async () => {
    const result = await stream(await person("admin"), { headers: { "last-event-id": "yesterday" } });
    expect(result.status).toBe(422);
    expect(await result.response.json()).toEqual({
      message: "after must be a message's seq (a whole number)",
      errors: expect.any(Object),
      requestId: expect.any(String),
    });
  });

  it("answers 404 with where to look when the site runs on Pusher", async () => {
    setRealtimeForTests(new FakeRealtime("pusher"));
    try {
      const result = await stream(await person("instructor"));
      expect(result.status).toBe(404);
      expect(((await result.response.json()) as { message: string }).message).toMatch(/runs through Pusher.*GET \/api\/v1\/chat\/config/);
    } finally {
      setRealtimeForTests(realtime);
    }
  });
});
