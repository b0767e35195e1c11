import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PusherRealtime } from "../lib/realtime/pusher";
import { PRESENCE_CHANNEL, userChannel } from "../lib/realtime/types";
import { startSoketi, type Soketi } from "../test/soketi/soketi.mts";

/**
 * pusher-js's browser build in Chromium against soketi (test/soketi), a server of Pusher's
 * protocol on 127.0.0.1, with channels authorised by lib/realtime's PusherRealtime as the chat's
 * auth route does: the user's own private channel delivers, another user's is refused, the
 * presence channel counts the user. On a blank page: the site's pages allow no WebSocket host
 * unless Pusher is configured when the site is built (the chat widget's journeys do that).
 */
let soketi: Soketi;
let realtime: PusherRealtime;

test.beforeAll(async () => {
  // The first run on a machine installs soketi and Node 20 (about 15 s).
  test.setTimeout(120_000);
  soketi = await startSoketi({ port: process.env.SOKETI_TEST_PORT ? Number(process.env.SOKETI_TEST_PORT) : undefined });
  realtime = new PusherRealtime({
    appId: soketi.appId,
    key: soketi.key,
    secret: soketi.secret,
    host: soketi.host,
    port: soketi.port,
    useTLS: false,
  });
});
test.afterAll(async () => {
  await soketi?.stop();
});

type PageState = { received: unknown[]; states: Record<string, string> };

test("pusher-js in the browser receives its user's events, is refused another user's channel, and joins the presence channel", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ana = { id: randomUUID(), name: "Ana Admin", role: "admin" };
  const ben = randomUUID();
  await page.exposeFunction("authorize", (socketId: string, channelName: string) => realtime.authorizeChannel(socketId, channelName, ana));
  await page.setContent("<!doctype html><title>pusher-js</title>");
  await page.addScriptTag({ path: path.join(process.cwd(), "node_modules/pusher-js/dist/web/pusher.min.js") });
  const own = userChannel(ana.id);
  const other = userChannel(ben);
  await page.evaluate(
    ({ key, port, channels }) => {
      const state: PageState = { received: [], states: {} };
      Object.assign(window, { state });
      type Callback = (error: Error | null, data: unknown) => void;
      const authorize = (window as unknown as { authorize(socketId: string, channel: string): Promise<unknown> }).authorize;
      const Pusher = (
        window as unknown as {
          Pusher: new (
            key: string,
            options: object,
          ) => { subscribe(name: string): { bind(event: string, callback: (data: unknown) => void): void } };
        }
      ).Pusher;
      const client = new Pusher(key, {
        cluster: "",
        wsHost: "127.0.0.1",
        wsPort: port,
        forceTLS: false,
        enabledTransports: ["ws"],
        disableStats: true,
        channelAuthorization: {
          customHandler: ({ socketId, channelName }: { socketId: string; channelName: string }, callback: Callback) =>
            void authorize(socketId, channelName).then((answer) =>
              answer ? callback(null, answer) : callback(new Error("refused"), null),
            ),
        },
      });
      for (const name of channels) {
        const channel = client.subscribe(name);
        channel.bind("pusher:subscription_succeeded", () => (state.states[name] = "subscribed"));
        channel.bind("pusher:subscription_error", () => (state.states[name] = "refused"));
        channel.bind("message", (payload) => state.received.push({ channel: name, payload }));
      }
    },
    { key: soketi.key, port: soketi.port, channels: [own, other, PRESENCE_CHANNEL] },
  );
  const state = () => page.evaluate(() => (window as unknown as { state: PageState }).state);
  await expect
    .poll(async () => (await state()).states)
    .toEqual({ [own]: "subscribed", [other]: "refused", [PRESENCE_CHANNEL]: "subscribed" });

  await realtime.publish(ana.id, { event: "message", data: { text: "Hello from the server" }, id: "m-1" });
  await realtime.publish(ben, { event: "message", data: { text: "not for Ana" }, id: "m-2" });
  await expect
    .poll(async () => (await state()).received)
    .toEqual([{ channel: own, payload: { id: "m-1", data: { text: "Hello from the server" } } }]);
  expect(await realtime.onlineUserIds([ana.id, ben])).toEqual(new Set([ana.id]));

  await page.close();
  await expect.poll(async () => [...(await realtime.onlineUserIds([ana.id]))]).toEqual([]);
});
