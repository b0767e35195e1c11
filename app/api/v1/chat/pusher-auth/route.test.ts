/**
 * POST /api/v1/chat/pusher-auth as pusher-js sends it (form-encoded socket_id and channel_name),
 * on a site whose realtime adapter is Pusher (a fake with authorizeChannel): the signed-in
 * person's own private channel and the presence channel are signed, from the session's user,
 * never from an id in the request; anyone else's channel is 403.
 */
import { describe, expect, it } from "vitest";
import { setRealtimeForTests } from "@/lib/realtime";
import { callHandler, type Handler } from "@/test/api/request";
import { person, setUpChat } from "@/test/chat";
import { FakeRealtime } from "@/test/fake-realtime";
import { POST } from "./route";

const pusher = setUpChat(new FakeRealtime("pusher"));

const auth = (token: string | undefined, fields: Record<string, string>, json = false) =>
  callHandler(POST as unknown as Handler, {
    method: "POST",
    route: "/api/v1/chat/pusher-auth",
    token,
    body: json ? fields : new URLSearchParams(fields).toString(),
    headers: { "content-type": json ? "application/json" : "application/x-www-form-urlencoded" },
  });

describe("POST /api/v1/chat/pusher-auth", () => {
  it("signs the person's own private channel and the presence channel (with their id from the session)", async () => {
    const maya = await person("instructor");
    const own = await auth(maya.token, { socket_id: "123.456", channel_name: `private-user-${maya.id}` });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ auth: `test-key:signed(123.456:private-user-${maya.id})` });

    const presence = await auth(maya.token, { socket_id: "123.456", channel_name: "presence-chat" }, true);
    expect(presence.status).toBe(200);
    expect(JSON.parse(presence.body.channel_data as string)).toMatchObject({ user_id: maya.id });
  });

  it("refuses another person's channel (403), whatever the request says about who is asking", async () => {
    const [maya, admin] = [await person("instructor"), await person("admin")];
    const result = await auth(maya.token, { socket_id: "123.456", channel_name: `private-user-${admin.id}`, user_id: admin.id });
    expect([result.status, result.body]).toEqual([
      403,
      { message: "You may not subscribe to this channel.", requestId: expect.any(String) },
    ]);
    const other = await auth(maya.token, { socket_id: "123.456", channel_name: "private-anything" });
    expect(other.status).toBe(403);
  });

  it("refuses guests, students and accounts awaiting approval, and a malformed socket id", async () => {
    const student = await person("user");
    const pending = await person("school", { status: "pending" });
    expect((await auth(undefined, { socket_id: "1.2", channel_name: "presence-chat" })).status).toBe(401);
    expect((await auth(student.token, { socket_id: "1.2", channel_name: `private-user-${student.id}` })).body).toEqual({
      message: "Students are not part of chat.",
      requestId: expect.any(String),
    });
    expect((await auth(pending.token, { socket_id: "1.2", channel_name: `private-user-${pending.id}` })).status).toBe(403);
    const admin = await person("admin");
    const bad = await auth(admin.token, { socket_id: "x", channel_name: `private-user-${admin.id}` });
    expect([bad.status, bad.body.message]).toEqual([422, "socket_id must be a Pusher socket id"]);
  });

  it("answers 404 on a site that does not run on Pusher", async () => {
    setRealtimeForTests(new FakeRealtime("embedded"));
    try {
      const admin = await person("admin");
      expect((await auth(admin.token, { socket_id: "1.2", channel_name: `private-user-${admin.id}` })).status).toBe(404);
    } finally {
      setRealtimeForTests(pusher);
    }
  });
});
