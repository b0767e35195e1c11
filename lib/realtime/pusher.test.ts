/**
 * What only the Pusher adapter does, against soketi (test/soketi), a server of Pusher's protocol on
 * 127.0.0.1, with pusher-js (its Node build) as the browsers: channel authorisation as the server
 * enforces it, presence membership, and refusals that soketi answers with HTTP 200. (The contract
 * is in contract.test.ts.)
 */
import { randomUUID } from "node:crypto";
import Pusher from "pusher";
import PusherJs from "pusher-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Soketi } from "@/test/soketi/soketi.mts";
import { chatUser, pusherHarness, pusherListening, pusherOn, pusherPresent } from "@/test/realtime";
import { PusherRealtime, PusherRequestError } from "./pusher";
import { PRESENCE_CHANNEL, userChannel } from "./types";

let soketi: Soketi;
let realtime: PusherRealtime;
let close: () => Promise<void>;
beforeAll(async () => {
  const harness = await pusherHarness();
  soketi = harness.soketi;
  realtime = harness.realtime as PusherRealtime;
  close = harness.close!;
}, 120_000);
afterAll(async () => {
  await close?.();
});

describe("authorizeChannel", () => {
  const socketId = "1234.5678";

  it("signs a user's own private channel, and the presence channel for the roles that chat, with their name and role", () => {
    const ana = chatUser(randomUUID(), "instructor");
    const own = realtime.authorizeChannel(socketId, userChannel(ana.id), ana);
    expect(own).toEqual({ auth: expect.stringMatching(new RegExp(`^${soketi.key}:[0-9a-f]{64}$`)) });
    for (const role of ["admin", "superadmin", "instructor", "school"]) {
      const answer = realtime.authorizeChannel(socketId, PRESENCE_CHANNEL, { ...ana, role });
      expect(JSON.parse(answer!.channel_data!)).toEqual({ user_id: ana.id, user_info: { name: ana.name, role } });
    }
  });

  it("refuses another user's private channel, the presence channel to students, other channels and malformed socket ids", () => {
    const ana = chatUser(randomUUID(), "admin");
    const ben = randomUUID();
    expect(realtime.authorizeChannel(socketId, userChannel(ben), ana)).toBeNull();
    expect(realtime.authorizeChannel(socketId, `${userChannel(ana.id)}-x`, ana)).toBeNull();
    expect(realtime.authorizeChannel(socketId, `presence-${ana.id}`, ana)).toBeNull();
    expect(realtime.authorizeChannel(socketId, "private-anything", ana)).toBeNull();
    expect(realtime.authorizeChannel(socketId, PRESENCE_CHANNEL, { ...ana, role: "user" })).toBeNull();
    expect(realtime.authorizeChannel("1234.5678:evil", userChannel(ana.id), ana)).toBeNull();
    expect(realtime.authorizeChannel("", userChannel(ana.id), ana)).toBeNull();
  });
});

/** pusher-js itself (not lib/realtime/client.ts) on soketi, its channels authorised by `authorize`. */
function rawClient(authorize: (socketId: string, channelName: string) => { auth: string } | null): PusherJs {
  return new PusherJs(soketi.key, {
    cluster: "",
    wsHost: soketi.host,
    wsPort: soketi.port,
    forceTLS: false,
    enabledTransports: ["ws"],
    channelAuthorization: { customHandler: ({ socketId, channelName }, callback) => callback(null, authorize(socketId, channelName)) },
  });
}

describe("on soketi", () => {
  it("a pusher-js client cannot subscribe to another user's private channel: refused by our authoriser, and by the server with a signature for its own", async () => {
    const ana = chatUser();
    const ben = chatUser();
    await expect(pusherListening(realtime, ana, ben.id)).rejects.toThrow("subscription refused");

    // A client that sends the (valid) signature of its own channel for Ben's: soketi checks the channel in it.
    const client = rawClient((socketId) => realtime.authorizeChannel(socketId, userChannel(ana.id), ana));
    const outcome = await new Promise<string>((resolve) => {
      const channel = client.subscribe(userChannel(ben.id));
      channel.bind("pusher:subscription_succeeded", () => resolve("subscribed"));
      channel.bind("pusher:subscription_error", () => resolve("refused"));
    });
    client.disconnect();
    expect(outcome).toBe("refused");
  });

  it("delivers an event to the user's pusher-js clients as { id, data } under the event's name", async () => {
    const ana = chatUser();
    const raw: unknown[] = [];
    const client = rawClient((socketId, channelName) => realtime.authorizeChannel(socketId, channelName, ana));
    const channel = client.subscribe(userChannel(ana.id));
    await new Promise((resolve) => channel.bind("pusher:subscription_succeeded", resolve));
    channel.bind("message", (payload: unknown) => raw.push(payload));
    await realtime.publish(ana.id, { event: "message", data: { text: "hi" }, id: "m-1" });
    await realtime.publish(ana.id, { event: "message", data: { text: "again" } });
    await vi.waitFor(() => expect(raw).toEqual([{ id: "m-1", data: { text: "hi" } }, { data: { text: "again" } }]));
    client.disconnect();
  });

  it("keeps presence: members see each other join and leave, the HTTP API counts them, students are kept out", async () => {
    const admin = chatUser(randomUUID(), "admin");
    const instructor = chatUser(randomUUID(), "instructor");
    const first = await pusherPresent(realtime, admin);
    const second = await pusherPresent(realtime, instructor);
    await vi.waitFor(() => expect(first.changes).toContainEqual({ userId: instructor.id, online: true }));
    expect(second.changes).toEqual(
      expect.arrayContaining([
        { userId: admin.id, online: true },
        { userId: instructor.id, online: true },
      ]),
    );
    expect(await realtime.onlineUserIds([admin.id, instructor.id, randomUUID()])).toEqual(new Set([admin.id, instructor.id]));

    await expect(pusherPresent(realtime, chatUser(randomUUID(), "user"))).rejects.toThrow(/refused the presence channel/);

    await second.leave();
    await vi.waitFor(() => expect(first.changes).toContainEqual({ userId: instructor.id, online: false }));
    await vi.waitFor(async () => expect(await realtime.onlineUserIds([admin.id, instructor.id])).toEqual(new Set([admin.id])));
    await first.leave();
  });

  it("answers a request signed with the wrong secret with HTTP 200 and an error body, which the adapter takes as the refusal it is", async () => {
    const forged = new Pusher({
      appId: soketi.appId,
      key: soketi.key,
      secret: "not-the-secret",
      host: soketi.host,
      port: String(soketi.port),
      useTLS: false,
    });
    const response = await forged.trigger(userChannel(randomUUID()), "message", { data: 1 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: "The secret authentication failed", code: 401 });
    const users = await forged.get({ path: `/channels/${PRESENCE_CHANNEL}/users` });
    expect(users.status).toBe(200);
    expect(await users.json()).toEqual({ error: "The secret authentication failed", code: 401 });

    const wrong = pusherOn(soketi, "not-the-secret");
    await expect(wrong.publish(randomUUID(), { event: "message", data: 1 })).rejects.toThrow(PusherRequestError);
    await expect(wrong.publish(randomUUID(), { event: "message", data: 1 })).rejects.toThrow("The secret authentication failed");
    await expect(wrong.onlineUserIds([randomUUID()])).rejects.toThrow("The secret authentication failed");
  });

  it("refuses a server that cannot be reached, without the secret in the message", async () => {
    const away = new PusherRealtime({ appId: "1", key: "k", secret: "s3cr3t-value", host: "127.0.0.1", port: 1, useTLS: false });
    const error = await away.publish(randomUUID(), { event: "message", data: 1 }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(PusherRequestError);
    expect((error as Error).message).not.toContain("s3cr3t-value");
  });
});

describe("browserConfig", () => {
  it("names Pusher's cluster, or the host, port and TLS of a server of one's own", () => {
    const keys = { appId: "1", key: "app-key", secret: "s" };
    expect(new PusherRealtime({ ...keys, cluster: "eu", useTLS: true }).browserConfig).toEqual({
      kind: "pusher",
      key: "app-key",
      cluster: "eu",
      forceTLS: true,
      userChannelPrefix: "private-user-",
      presenceChannel: "presence-chat",
      authEndpoint: "/api/v1/chat/pusher-auth",
    });
    expect(new PusherRealtime({ ...keys, host: "ws.example.org", useTLS: true }).browserConfig).toMatchObject({
      wsHost: "ws.example.org",
      wsPort: 443,
      forceTLS: true,
    });
    expect(new PusherRealtime({ ...keys, host: "127.0.0.1", port: 6001, useTLS: false }).browserConfig).toMatchObject({
      wsHost: "127.0.0.1",
      wsPort: 6001,
      forceTLS: false,
    });
  });
});
