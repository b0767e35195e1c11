/**
 * The Realtime contract (lib/realtime/types.ts): one suite, run against every implementation
 * (lib/realtime/contract.test.ts: embedded, postgres on the test database, pusher on soketi). What
 * only one adapter does (NOTIFY's parts, the LISTEN connection coming back, channel authorisation,
 * soketi's answers) stays in its own tests. Test code only: imported by test files, never by the app.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PresenceListener, Realtime, RealtimeEvent } from "./types";

/** One listener of one user's events, however the adapter delivers them (a subscription, a pusher-js client). */
export type Listening = { events: RealtimeEvent[]; stop(): Promise<void> };

/** An implementation under test. */
export type RealtimeHarness = {
  realtime: Realtime;
  /** A user id the adapter takes (postgres: a row in users, which its presence rows refer to). */
  newUser(): Promise<string>;
  /** Listens to one user's events the way browsers of this mode do; resolves once listening. */
  listen(userId: string): Promise<Listening>;
  /** Makes the user present once more (an open stream, or a pusher-js client on the presence channel); resolves to what takes it away. */
  present(userId: string): Promise<{ leave(): Promise<void> }>;
  /** Streams with a TTL (embedded, postgres): the TTL the harness configured, short. Pusher keeps presence itself. */
  presenceTtlMs?: number;
  close?(): Promise<void>;
};

const WAIT = { timeout: 5000, interval: 20 };

/** Publishes a marker to `userId` and waits until `listening` has it: what was published before has arrived, or never will. */
async function settled(realtime: Realtime, userId: string, listening: Listening): Promise<void> {
  const marker = { event: "marker", data: { at: Math.random() } };
  await realtime.publish(userId, marker);
  await vi.waitFor(() => expect(listening.events).toContainEqual(marker), WAIT);
  listening.events.splice(
    listening.events.findIndex((e) => e.event === "marker"),
    1,
  );
}

export function realtimeContract(name: string, makeHarness: () => Promise<RealtimeHarness>): void {
  describe(`Realtime contract: ${name}`, () => {
    let h: RealtimeHarness;
    let realtime: Realtime;
    beforeAll(async () => {
      h = await makeHarness();
      realtime = h.realtime;
    }, 120_000);
    afterAll(async () => {
      await h?.close?.();
    });

    it("delivers an event to every listener of that user (tabs, devices), and to no one else", async () => {
      const [ana, ben] = [await h.newUser(), await h.newUser()];
      const tabs = [await h.listen(ana), await h.listen(ana)];
      const other = await h.listen(ben);
      const event = { event: "message", data: { text: "Hello, नमस्ते 👋", n: 1, nested: { ok: true } }, id: "m-1" };
      await realtime.publish(ana, event);
      for (const tab of tabs) await vi.waitFor(() => expect(tab.events).toEqual([event]), WAIT);
      await settled(realtime, ben, other);
      expect(other.events).toEqual([]);
      await Promise.all([...tabs, other].map((l) => l.stop()));
    });

    it("keeps an event without an id without one, and carries a 2,000-character message whole", async () => {
      const ana = await h.newUser();
      const listening = await h.listen(ana);
      const typing = { event: "typing", data: { from: "someone" } };
      const long = { event: "message", data: { text: 'मन शांत 🌿 "quoted" \\ '.repeat(100).slice(0, 2000) }, id: "m-2" };
      await realtime.publish(ana, typing);
      await realtime.publish(ana, long);
      await vi.waitFor(() => expect(listening.events).toEqual([typing, long]), WAIT);
      expect(listening.events[0]).not.toHaveProperty("id");
      await listening.stop();
    });

    it("delivers one publisher's events in the order published", async () => {
      const ana = await h.newUser();
      const listening = await h.listen(ana);
      const sent = Array.from({ length: 20 }, (_, n) => ({ event: "message", data: { n }, id: `order-${n}` }));
      for (const event of sent) await realtime.publish(ana, event);
      await vi.waitFor(() => expect(listening.events).toHaveLength(20), WAIT);
      expect(listening.events).toEqual(sent);
      await listening.stop();
    });

    it("stops delivering to a listener that stopped, and keeps delivering to the others", async () => {
      const ana = await h.newUser();
      const [first, second] = [await h.listen(ana), await h.listen(ana)];
      await first.stop();
      await realtime.publish(ana, { event: "message", data: 1 });
      await settled(realtime, ana, second);
      expect(second.events).toEqual([{ event: "message", data: 1 }]);
      expect(first.events).toEqual([]);
      await second.stop();
    });

    it("publishMany reaches each user listed once, however often listed, and nobody else", async () => {
      const [ana, ben, cai] = [await h.newUser(), await h.newUser(), await h.newUser()];
      const [a, b, c] = [await h.listen(ana), await h.listen(ben), await h.listen(cai)];
      const event = { event: "presence", data: { userId: cai, online: true } };
      await realtime.publishMany([ana, ben, ana], event);
      await vi.waitFor(() => expect([a.events, b.events]).toEqual([[event], [event]]), WAIT);
      await settled(realtime, ana, a);
      await settled(realtime, cai, c);
      expect(a.events).toEqual([event]);
      expect(c.events).toEqual([]);
      await realtime.publishMany([], event);
      await Promise.all([a, b, c].map((l) => l.stop()));
    });

    it("takes an event for a user nobody listens to (offline is not an error)", async () => {
      await expect(realtime.publish(await h.newUser(), { event: "message", data: "nobody" })).resolves.toBeUndefined();
    });

    it("counts a user online while present in at least one place, and offline once gone from all", async () => {
      const [ana, ben] = [await h.newUser(), await h.newUser()];
      expect(await realtime.onlineUserIds([ana, ben])).toEqual(new Set());
      const phone = await h.present(ana);
      const laptop = await h.present(ana);
      await vi.waitFor(async () => expect(await realtime.onlineUserIds([ana, ben])).toEqual(new Set([ana])), WAIT);
      await phone.leave();
      expect(await realtime.onlineUserIds([ana, ben])).toEqual(new Set([ana]));
      await laptop.leave();
      await vi.waitFor(async () => expect(await realtime.onlineUserIds([ana, ben])).toEqual(new Set()), WAIT);
      expect(await realtime.onlineUserIds([])).toEqual(new Set());
    });

    it("browserConfig tells the browser how to listen", () => {
      if (realtime.kind === "pusher")
        expect(realtime.browserConfig).toMatchObject({
          kind: "pusher",
          userChannelPrefix: "private-user-",
          presenceChannel: "presence-chat",
        });
      else expect(realtime.browserConfig).toEqual({ kind: "sse", streamPath: "/api/v1/chat/stream" });
    });

    describe("streams (embedded, postgres)", () => {
      const streams = () => realtime.kind !== "pusher";

      it("keeps a beating connection online past the TTL, and takes a silent one offline after it", async ({ skip }) => {
        if (!streams()) skip("pusher: Pusher keeps presence itself");
        const ttl = h.presenceTtlMs!;
        const [beating, silent] = [await h.newUser(), await h.newUser()];
        await realtime.connectionOpened(beating, `${beating}-1`);
        await realtime.connectionOpened(silent, `${silent}-1`);
        expect(await realtime.onlineUserIds([beating, silent])).toEqual(new Set([beating, silent]));
        const started = Date.now();
        while (Date.now() - started < ttl * 1.5) {
          await realtime.heartbeat(beating, `${beating}-1`);
          await new Promise((resolve) => setTimeout(resolve, realtime.heartbeatMs));
        }
        expect(await realtime.onlineUserIds([beating, silent])).toEqual(new Set([beating]));
        await realtime.connectionClosed(beating, `${beating}-1`);
      });

      it("announces each user coming online and going offline once: first connection, last one closed or expired", async ({ skip }) => {
        if (!streams()) skip("pusher: browsers see the presence channel's members");
        const heard: Parameters<PresenceListener>[0][] = [];
        const stop = realtime.onPresenceChange((change) => heard.push(change));
        const [ana, ben] = [await h.newUser(), await h.newUser()];
        await realtime.connectionOpened(ana, `${ana}-1`);
        await realtime.connectionOpened(ana, `${ana}-2`);
        await realtime.heartbeat(ana, `${ana}-1`);
        await realtime.connectionClosed(ana, `${ana}-1`);
        expect(heard).toEqual([{ userId: ana, online: true }]);
        await realtime.connectionClosed(ana, `${ana}-2`);
        await realtime.connectionClosed(ana, `${ana}-2`);
        expect(heard).toEqual([
          { userId: ana, online: true },
          { userId: ana, online: false },
        ]);
        // Expiry: announced by the sweep, once.
        await realtime.connectionOpened(ben, `${ben}-1`);
        await vi.waitFor(() => expect(heard).toContainEqual({ userId: ben, online: false }), {
          timeout: h.presenceTtlMs! * 4,
          interval: 20,
        });
        expect(heard.filter((change) => change.userId === ben)).toEqual([
          { userId: ben, online: true },
          { userId: ben, online: false },
        ]);
        // A beat after the sweep (a stalled process) counts the connection again.
        await realtime.heartbeat(ben, `${ben}-1`);
        expect(await realtime.onlineUserIds([ben])).toEqual(new Set([ben]));
        expect(heard.at(-1)).toEqual({ userId: ben, online: true });
        await realtime.connectionClosed(ben, `${ben}-1`);
        expect(heard).toHaveLength(6);
        stop();
        await realtime.connectionOpened(ana, `${ana}-3`);
        expect(heard).toHaveLength(6);
        await realtime.connectionClosed(ana, `${ana}-3`);
      });
    });

    describe("pusher", () => {
      it("refuses server-side subscriptions and stream connections (browsers subscribe to Pusher)", async ({ skip }) => {
        if (realtime.kind !== "pusher") skip("streams: tested above");
        const ana = await h.newUser();
        await expect(realtime.subscribe(ana, () => undefined)).rejects.toThrow(/browsers subscribe to Pusher directly/);
        await expect(realtime.connectionOpened(ana, "c")).rejects.toThrow(/presence channel/);
      });
    });
  });
}
