import { randomUUID } from "node:crypto";
import PusherJs from "pusher-js";
import { connectRealtime, type ConnectOptions } from "@/lib/realtime/client";
import type { Listening, RealtimeHarness } from "@/lib/realtime/contract";
import { PusherRealtime } from "@/lib/realtime/pusher";
import type { Realtime, RealtimeEvent } from "@/lib/realtime/types";
import { startSoketi, type Soketi } from "./soketi/soketi.mts";

/** A user as the chat's Pusher auth route passes it to authorizeChannel (from the session). */
export type ChatUser = { id: string; name: string; role: string };

export const chatUser = (id: string = randomUUID(), role = "admin"): ChatUser => ({ id, name: `User ${id.slice(0, 4)}`, role });

/** Listens to one user's events in this process (the embedded and postgres adapters). */
export async function subscribed(realtime: Realtime, userId: string): Promise<Listening> {
  const events: RealtimeEvent[] = [];
  const stop = await realtime.subscribe(userId, (event) => events.push(event));
  return { events, stop };
}

/** Makes a user present as a stream does: opened, beating every heartbeatMs until it leaves. */
export async function streaming(realtime: Realtime, userId: string): Promise<{ leave(): Promise<void> }> {
  const connectionId = randomUUID();
  await realtime.connectionOpened(userId, connectionId);
  const beat = setInterval(() => void realtime.heartbeat(userId, connectionId).catch(() => undefined), realtime.heartbeatMs);
  return {
    leave: async () => {
      clearInterval(beat);
      await realtime.connectionClosed(userId, connectionId);
    },
  };
}

/** pusher-js (its Node build) through lib/realtime/client.ts, authorised by `realtime.authorizeChannel` for `user`, as the chat's auth route does. */
export function pusherOptions(realtime: Realtime, user: ChatUser): ConnectOptions {
  return {
    Pusher: PusherJs as unknown as ConnectOptions["Pusher"],
    authorize: async ({ socketId, channelName }) => realtime.authorizeChannel!(socketId, channelName, user),
  };
}

/** Listens to `user`'s private channel with pusher-js as a browser does; resolves once subscribed, rejects when refused. */
export function pusherListening(realtime: Realtime, user: ChatUser, channelUserId = user.id): Promise<Listening> {
  const events: RealtimeEvent[] = [];
  return new Promise((resolve, reject) => {
    const connection = connectRealtime(
      realtime.browserConfig,
      channelUserId,
      {
        events: [],
        onEvent: (event) => events.push(event),
        onConnected: () => resolve({ events, stop: async () => connection.close() }),
        onRefused: () => {
          connection.close();
          reject(new Error("subscription refused"));
        },
      },
      pusherOptions(realtime, user),
    );
  });
}

/** Joins the presence channel with pusher-js as `user`; resolves once a member, with what it saw of the others. */
export function pusherPresent(
  realtime: Realtime,
  user: ChatUser,
): Promise<{ changes: { userId: string; online: boolean }[]; leave(): Promise<void> }> {
  const changes: { userId: string; online: boolean }[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${user.id} never joined the presence channel`)), 5000);
    const connection = connectRealtime(
      realtime.browserConfig,
      user.id,
      {
        events: [],
        onEvent: () => undefined,
        onRefused: () => {
          clearTimeout(timer);
          connection.close();
          reject(new Error(`${user.id} was refused the presence channel`));
        },
        onPresence: (change) => {
          changes.push(change);
          if (change.userId === user.id && change.online) {
            clearTimeout(timer);
            resolve({ changes, leave: async () => connection.close() });
          }
        },
      },
      pusherOptions(realtime, user),
    );
  });
}

/** soketi and a PusherRealtime on it, with pusher-js clients as the browsers (the contract's Pusher harness). */
export async function pusherHarness(): Promise<RealtimeHarness & { soketi: Soketi }> {
  const soketi = await startSoketi({ port: process.env.SOKETI_TEST_PORT ? Number(process.env.SOKETI_TEST_PORT) : undefined });
  const realtime = pusherOn(soketi);
  const clients: Listening[] = [];
  return {
    soketi,
    realtime,
    newUser: async () => randomUUID(),
    listen: async (userId) => {
      const listening = await pusherListening(realtime, chatUser(userId));
      clients.push(listening);
      return listening;
    },
    present: (userId) => pusherPresent(realtime, chatUser(userId)),
    close: async () => {
      await Promise.all(clients.map((client) => client.stop()));
      await soketi.stop();
    },
  };
}

/** A PusherRealtime on soketi (another secret: to see refusals). */
export function pusherOn(soketi: Soketi, secret = soketi.secret): PusherRealtime {
  return new PusherRealtime({ appId: soketi.appId, key: soketi.key, secret, host: soketi.host, port: soketi.port, useTLS: false });
}
