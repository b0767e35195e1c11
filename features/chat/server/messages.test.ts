import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLES } from "@/lib/auth/roles";
import { rowsOf } from "@/lib/db/rows";
import { chatMessages } from "@/lib/db/schema";
import { RateLimitedError } from "@/lib/errors";
import type { Actor } from "@/lib/session/actor-type";
import { insertMessages, person, setUpChat } from "@/test/chat";
import { countRows, getDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { requirePostgres } from "@/test/postgres";
import { CHAT_EVENTS } from "../events";
import { mayMessage, refusal, STUDENTS_NOT_IN_CHAT } from "../rules";
import { CHAT_TEXT_MAX, TEXT_REQUIRED, TEXT_TOO_LONG } from "../schema";
import { NOT_APPROVED, NOT_YOURSELF, USER_NOT_FOUND } from "./access";
import { CLIENT_ID_REUSED, getThread, markRead, messagesAfter, newestSeqOf, sendMessage, sendTyping, unreadTotal } from "./messages";

const realtime = setUpChat();

describe("who may talk to whom, for every call", () => {
  const calls = {
    send: (a: Actor | null, id: string) => sendMessage(a, id, { text: "Hello" }),
    thread: (a: Actor | null, id: string) => getThread(a, id, {}),
    read: (a: Actor | null, id: string) => markRead(a, id, {}),
    typing: (a: Actor | null, id: string) => sendTyping(a, id),
  };

  for (const from of ROLES) {
    for (const to of ROLES) {
      const allowed = mayMessage(from, to);
      it(`${from} → ${to}: ${allowed ? "every call answers" : "every call is 403"}`, async () => {
        const [a, b] = [await person(from), await person(to)];
        for (const [name, call] of Object.entries(calls)) {
          if (allowed) {
            await expect(call(a, b.id), name).resolves.toBeDefined();
          } else {
            const error = await rejection(call(a, b.id));
            expect([name, error.status, error.message]).toEqual([name, 403, from === "user" ? STUDENTS_NOT_IN_CHAT : refusal(from, to)]);
          }
        }
        expect(await countRows(chatMessages)).toBe(allowed ? 1 : 0);
        // A refused pair was told nothing live either.
        if (!allowed) expect(realtime.published).toEqual([]);
      });
    }
  }

  it("refuses a guest (401), an account awaiting approval, and anyone writing to an account not approved", async () => {
    const admin = await person("admin");
    const pending = await person("instructor", { status: "pending" });
    const instructor = await person("instructor");
    for (const call of Object.values(calls)) {
      expect((await rejection(call(null, instructor.id))).status).toBe(401);
      expect(await rejection(call(pending, admin.id))).toMatchObject({ status: 403, message: "Your account is awaiting approval." });
      expect(await rejection(call(admin, pending.id))).toMatchObject({ status: 403, message: NOT_APPROVED });
    }
    expect(await countRows(chatMessages)).toBe(0);
  });

  it("answers 404 for an id that is no account (malformed too) and 403 for oneself", async () => {
    const admin = await person("admin");
    for (const call of Object.values(calls)) {
      expect(await rejection(call(admin, "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001"))).toMatchObject({ status: 404, message: USER_NOT_FOUND });
      expect(await rejection(call(admin, "not-a-uuid"))).toMatchObject({ status: 404, message: USER_NOT_FOUND });
      expect(await rejection(call(admin, admin.id))).toMatchObject({ status: 403, message: NOT_YOURSELF });
    }
  });

  it("keeps chat for an admin limited by allowed tabs (chat is not a tab)", async () => {
    const limited = await person("admin", { allowedTabs: ["approval-requests"] });
    const school = await person("school");
    await expect(sendMessage(limited, school.id, { text: "Hi" })).resolves.toMatchObject({ text: "Hi" });
  });
});

describe("sendMessage", () => {
  it("stores the text trimmed (line breaks inside kept) and answers the message in the original's shape, with its seq", async () => {
    const admin = await person("admin", { name: "Alex", lastName: "Admin" });
    const maya = await person("instructor", { name: "Maya" });
    const message = await sendMessage(admin, maya.id, { text: "  Hello Maya,\nsee you Monday.  \n" });
    expect(message).toEqual({
      _id: message.id,
      id: message.id,
      seq: expect.any(Number) as number,
      senderId: { _id: admin.id, name: "Alex Admin", role: "admin" },
      receiverId: { _id: maya.id, name: "Maya", role: "instructor" },
      text: "Hello Maya,\nsee you Monday.",
      clientId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      readAt: null,
    });
    const db = await getDb();
    const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row).toMatchObject({ senderId: admin.id, receiverId: maya.id, text: "Hello Maya,\nsee you Monday.", readAt: null });
  });

  it("publishes the stored message to the receiver and to the sender's other tabs, with its seq as the event id", async () => {
    const school = await person("school");
    const admin = await person("admin");
    const message = await sendMessage(school, admin.id, { text: "Hi" });
    expect(realtime.events(CHAT_EVENTS.message)).toEqual([
      { userId: admin.id, event: "message", id: String(message.seq), data: message },
      { userId: school.id, event: "message", id: String(message.seq), data: message },
    ]);
  });

  it.each([
    ["missing", {}, TEXT_REQUIRED],
    ["empty", { text: "" }, TEXT_REQUIRED],
    ["blank", { text: " \n\t " }, TEXT_REQUIRED],
    ["not text", { text: 42 }, TEXT_REQUIRED],
    ["too long", { text: "a".repeat(CHAT_TEXT_MAX + 1) }, TEXT_TOO_LONG],
    ["with a control character", { text: "Hi\u0007" }, "Text contains characters that are not allowed"],
    ["with a key it does not take", { text: "Hi", receiverId: "x" }, undefined],
  ])("refuses a message %s (422) and stores nothing", async (_case, body, message) => {
    const [admin, school] = [await person("admin"), await person("school")];
    const error = await rejection(sendMessage(admin, school.id, body));
    expect(error.status).toBe(422);
    if (message) expect(error.message).toBe(message);
    expect(await countRows(chatMessages)).toBe(0);
    expect(realtime.published).toEqual([]);
  });

  it("takes exactly 2,000 characters (after trimming), and the table refuses more even past the service", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    const text = "é".repeat(CHAT_TEXT_MAX);
    await expect(sendMessage(admin, school.id, { text: `  ${text}  ` })).resolves.toMatchObject({ text });
    const db = await getDb();
    await expect(db.insert(chatMessages).values({ senderId: admin.id, receiverId: school.id, text: `${text}x` })).rejects.toThrow();
    await expect(db.insert(chatMessages).values({ senderId: admin.id, receiverId: admin.id, text: "me" })).rejects.toThrow();
  });

  it("stores the message even when the realtime broker is down (clients catch up), and says so in the log only", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    realtime.failPublish = true;
    try {
      await expect(sendMessage(admin, school.id, { text: "Still here" })).resolves.toMatchObject({ text: "Still here" });
    } finally {
      realtime.failPublish = false;
    }
    expect(await countRows(chatMessages)).toBe(1);
  });

  describe("with a clientId", () => {
    it("answers a retry with the message stored the first time, stores it once, and publishes it again", async () => {
      const [admin, school] = [await person("admin"), await person("school")];
      const first = await sendMessage(admin, school.id, { text: "Once", clientId: "tab-1:42" });
      const again = await sendMessage(admin, school.id, { text: "Once", clientId: "tab-1:42" });
      expect(again).toEqual(first);
      expect(first.clientId).toBe("tab-1:42");
      expect(await countRows(chatMessages)).toBe(1);
      expect(realtime.events(CHAT_EVENTS.message).map((e) => e.id)).toEqual([first.seq, first.seq, first.seq, first.seq].map(String));
    });

    it("refuses the same clientId for another message (409); another sender may use it", async () => {
      const [admin, school, instructor] = [await person("admin"), await person("school"), await person("instructor")];
      await sendMessage(admin, school.id, { text: "One", clientId: "k" });
      expect(await rejection(sendMessage(admin, school.id, { text: "Two", clientId: "k" }))).toMatchObject({
        status: 409,
        message: CLIENT_ID_REUSED,
      });
      expect(await rejection(sendMessage(admin, instructor.id, { text: "One", clientId: "k" }))).toMatchObject({ status: 409 });
      await expect(sendMessage(school, admin.id, { text: "Mine", clientId: "k" })).resolves.toMatchObject({ text: "Mine" });
      expect(await countRows(chatMessages)).toBe(2);
    });

    it("stores one message for two sends with one clientId at the same time (real PostgreSQL)", async () => {
      await requirePostgres();
      const [admin, school] = [await person("admin"), await person("school")];
      for (let round = 0; round < 5; round++) {
        const body = { text: `Round ${round}`, clientId: `c-${round}` };
        const [a, b] = await Promise.all([sendMessage(admin, school.id, body), sendMessage(admin, school.id, body)]);
        expect(a).toEqual(b);
      }
      expect(await countRows(chatMessages)).toBe(5);
    });
  });

  it("limits each sender to 30 messages a minute (429, nothing stored), and a retry with a clientId costs nothing", async () => {
    const [admin, school, instructor] = [await person("admin"), await person("school"), await person("instructor")];
    for (let i = 0; i < 30; i++) await sendMessage(admin, i % 2 ? school.id : instructor.id, { text: `m${i}`, clientId: `m${i}` });
    await expect(sendMessage(admin, school.id, { text: "m1", clientId: "m1" })).resolves.toMatchObject({ text: "m1" });
    const error = await rejection(sendMessage(admin, school.id, { text: "one too many" }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.message).toMatch(/^You are sending messages too quickly\. Please try again in 1 minute\.$/);
    expect(await countRows(chatMessages)).toBe(30);
    // Another sender has a limit of their own.
    await expect(sendMessage(school, admin.id, { text: "Hello" })).resolves.toBeDefined();
  });

  it("gives the messages involving one person seqs in the order they committed, also when many send to them at once", async () => {
    await requirePostgres();
    const admin = await person("admin");
    const senders: Actor[] = [];
    for (let i = 0; i < 8; i++) senders.push(await person(i % 2 ? "school" : "instructor"));
    const seen: number[] = [];
    // A reader polling "after the newest seq I have" while the sends run never skips one.
    let done = false;
    const reader = (async () => {
      while (!done) {
        for (const m of await messagesAfter(admin.id, seen.at(-1) ?? 0, 100)) seen.push(m.seq);
      }
    })();
    await Promise.all(senders.flatMap((s) => [1, 2, 3].map((n) => sendMessage(s, admin.id, { text: `${n}` }))));
    done = true;
    await reader;
    for (const m of await messagesAfter(admin.id, seen.at(-1) ?? 0, 100)) seen.push(m.seq);
    const all = (await messagesAfter(admin.id, 0, 100)).map((m) => m.seq);
    expect(all).toHaveLength(24);
    expect(seen).toEqual(all);
  });
});

describe("getThread", () => {
  it("answers the newest page oldest first, older pages by `before`, and what came since by `after`", async () => {
    const [admin, school, other] = [await person("admin"), await person("school"), await person("school")];
    const texts = Array.from({ length: 7 }, (_, i) => `m${i + 1}`);
    for (const [i, text] of texts.entries()) await insertMessages(i % 2 ? school : admin, i % 2 ? admin : school, [text]);
    await insertMessages(admin, other, ["not this conversation"]);

    const newest = await getThread(admin, school.id, { limit: "3" });
    expect(newest.messages.map((m) => m.text)).toEqual(["m5", "m6", "m7"]);
    expect(newest).toMatchObject({ total: 7, limit: 3, next: { before: newest.messages[0]!.seq } });

    const older = await getThread(admin, school.id, { before: String(newest.messages[0]!.seq), limit: "3" });
    expect(older.messages.map((m) => m.text)).toEqual(["m2", "m3", "m4"]);
    const oldest = await getThread(admin, school.id, { before: String(older.messages[0]!.seq), limit: "3" });
    expect(oldest.messages.map((m) => m.text)).toEqual(["m1"]);
    expect(oldest.next).toBeNull();

    const since = await getThread(school, admin.id, { after: String(older.messages[0]!.seq), limit: "2" });
    expect(since.messages.map((m) => m.text)).toEqual(["m3", "m4"]);
    expect(since.next).toEqual({ after: since.messages[1]!.seq });
    const rest = await getThread(school, admin.id, { after: String(since.messages[1]!.seq) });
    expect(rest.messages.map((m) => m.text)).toEqual(["m5", "m6", "m7"]);
    expect(rest).toMatchObject({ limit: 50, next: null });

    // Either side sees the same conversation; each message names its sender.
    const both = await getThread(school, admin.id, {});
    expect(both.messages.map((m) => [m.text, m.senderId._id])).toEqual(texts.map((t, i) => [t, i % 2 ? school.id : admin.id]));
  });

  it("answers an empty conversation as an empty page", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    expect(await getThread(admin, school.id, {})).toEqual({ messages: [], total: 0, next: null, limit: 50 });
  });

  it.each([
    [{ before: "3", after: "1" }, "Give before or after, not both"],
    [{ before: "x" }, "before must be a message's seq (a whole number)"],
    [{ after: "-1" }, "after must be a message's seq (a whole number)"],
    [{ limit: "0" }, "limit must be at least 1"],
    [{ limit: "101" }, "limit must be at most 100"],
  ])("refuses the query %o (422)", async (query, message) => {
    const [admin, school] = [await person("admin"), await person("school")];
    expect(await rejection(getThread(admin, school.id, query))).toMatchObject({ status: 422, message });
  });

  it("never marks anything read", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    await insertMessages(school, admin, ["unread"]);
    await getThread(admin, school.id, {});
    expect(await unreadTotal(admin)).toBe(1);
  });
});

describe("markRead and unreadTotal", () => {
  it("marks that person's messages read up to a seq, counts what is left, and tells the reader's own tabs", async () => {
    const [admin, school, maya] = [await person("admin"), await person("school"), await person("instructor")];
    const fromSchool = await insertMessages(school, admin, ["a", "b", "c"]);
    await insertMessages(maya, admin, ["d"]);
    await insertMessages(admin, school, ["mine: never unread for me"]);
    expect(await unreadTotal(admin)).toBe(4);

    const answer = await markRead(admin, school.id, { upToId: fromSchool[1]!.seq });
    expect(answer).toEqual({ message: "Messages marked as read", marked: 2, unreadCount: 1, unreadTotal: 2 });
    expect(realtime.events(CHAT_EVENTS.read)).toEqual([
      { userId: admin.id, event: "read", data: { userId: school.id, upToId: fromSchool[1]!.seq, unreadCount: 1, unreadTotal: 2 } },
    ]);

    expect(await markRead(admin, school.id, {})).toMatchObject({ marked: 1, unreadCount: 0, unreadTotal: 1 });
    expect(await unreadTotal(admin)).toBe(1);
    // The other side's unread state is theirs: the admin's own message to the school is still unread for the school.
    expect(await unreadTotal(school)).toBe(1);
  });

  it("changes nothing and tells no one when nothing was unread, and counts each message once for two tabs at once", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    expect(await markRead(admin, school.id, {})).toMatchObject({ marked: 0, unreadTotal: 0 });
    expect(realtime.published).toEqual([]);
    await insertMessages(school, admin, ["a", "b"]);
    const [one, two] = await Promise.all([markRead(admin, school.id, {}), markRead(admin, school.id, {})]);
    expect(one.marked + two.marked).toBe(2);
    expect(await unreadTotal(admin)).toBe(0);
  });

  it("refuses a bad upToId (422)", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    expect(await rejection(markRead(admin, school.id, { upToId: "soon" }))).toMatchObject({ status: 422 });
    expect(await rejection(markRead(admin, school.id, { upTo: 3 }))).toMatchObject({ status: 422 });
  });

  it("keeps unreadTotal to chat's people", async () => {
    expect((await rejection(unreadTotal(await person("user")))).message).toBe(STUDENTS_NOT_IN_CHAT);
    expect((await rejection(unreadTotal(null))).status).toBe(401);
  });
});

describe("sendTyping", () => {
  it("tells the receiver's connections only, stores nothing, and is limited lightly (40 a minute)", async () => {
    const [admin, school] = [await person("admin"), await person("school")];
    await sendTyping(admin, school.id);
    expect(realtime.published).toEqual([{ userId: school.id, event: "typing", data: { senderId: admin.id } }]);
    expect(await countRows(chatMessages)).toBe(0);
    for (let i = 1; i < 40; i++) await sendTyping(admin, school.id);
    expect(await rejection(sendTyping(admin, school.id))).toBeInstanceOf(RateLimitedError);
  });
});

describe("newestSeqOf", () => {
  it("is the newest seq among a person's messages either way, 0 without any", async () => {
    const [admin, school, maya] = [await person("admin"), await person("school"), await person("instructor")];
    expect(await newestSeqOf(admin.id)).toBe(0);
    await insertMessages(admin, school, ["a"]);
    const [last] = await insertMessages(maya, admin, ["b"]);
    await insertMessages(school, await person("superadmin"), ["not the admin's"]);
    expect(await newestSeqOf(admin.id)).toBe(last!.seq);
    const db = await getDb();
    const [max] = rowsOf<{ m: string }>(await db.execute(sql`SELECT max(seq) AS m FROM chat_messages`));
    expect(Number(max!.m)).toBeGreaterThan(last!.seq);
  });
});
