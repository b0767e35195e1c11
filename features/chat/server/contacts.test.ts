import { describe, expect, it } from "vitest";
import { insertMessages, person, setUpChat } from "@/test/chat";
import { rejection } from "@/test/errors";
import { STUDENTS_NOT_IN_CHAT } from "../rules";
import { listContacts } from "./contacts";
import { relayPresence } from "./presence";

const realtime = setUpChat();

/** One of each role, approved, and a pending instructor and school. */
async function everyone() {
  return {
    admin: await person("admin", { name: "Alex" }),
    admin2: await person("admin", { name: "Ana", allowedTabs: ["content"] }),
    superadmin: await person("superadmin", { name: "Sam" }),
    instructor: await person("instructor", { name: "Maya", lastName: "Rao" }),
    school: await person("school", { name: "Riverside Primary" }),
    student: await person("user", { name: "Stu" }),
    pendingInstructor: await person("instructor", { name: "Priya", status: "pending" }),
    pendingSchool: await person("school", { name: "Hillside", status: "pending" }),
  };
}

const brief = (contacts: Awaited<ReturnType<typeof listContacts>>["contacts"]) => contacts.map((c) => [c.name, c.role, c.allowed]);

describe("listContacts", () => {
  it("lists each role's contacts as the spec does, approved accounts only, the superadmin's admins not allowed", async () => {
    const p = await everyone();
    expect(brief((await listContacts(p.admin)).contacts)).toEqual([
      ["Maya Rao", "instructor", true],
      ["Riverside Primary", "school", true],
    ]);
    expect(brief((await listContacts(p.superadmin)).contacts)).toEqual([
      ["Alex", "admin", false],
      ["Ana", "admin", false],
      ["Maya Rao", "instructor", true],
      ["Riverside Primary", "school", true],
    ]);
    for (const field of [p.instructor, p.school]) {
      expect(brief((await listContacts(field)).contacts)).toEqual([
        ["Alex", "admin", true],
        ["Ana", "admin", true],
        ["Sam", "superadmin", true],
      ]);
    }
    // An admin limited by allowed tabs keeps chat.
    expect((await listContacts(p.admin2)).total).toBe(2);
  });

  it("answers the original's keys and ours: _id, name, email, role, allowed, unreadCount, online, lastMessageAt", async () => {
    const p = await everyone();
    const [maya] = (await listContacts(p.admin)).contacts;
    expect(maya).toEqual({
      _id: p.instructor.id,
      id: p.instructor.id,
      name: "Maya Rao",
      email: p.instructor.email,
      role: "instructor",
      allowed: true,
      unreadCount: 0,
      online: false,
      lastMessageAt: null,
    });
  });

  it("refuses students, guests and accounts awaiting approval", async () => {
    const p = await everyone();
    expect(await rejection(listContacts(p.student))).toMatchObject({ status: 403, message: STUDENTS_NOT_IN_CHAT });
    expect(await rejection(listContacts(null))).toMatchObject({ status: 401 });
    expect(await rejection(listContacts(p.pendingInstructor))).toMatchObject({
      status: 403,
      message: "Your account is awaiting approval.",
    });
  });

  it("counts each contact's unread messages to the caller, and puts the latest conversations first", async () => {
    const p = await everyone();
    await insertMessages(p.instructor, p.admin, ["old, read"], { read: true });
    await insertMessages(p.school, p.admin, ["one", "two"]);
    await insertMessages(p.admin, p.school, ["mine: not unread for me"]);
    await insertMessages(p.instructor, p.admin2, ["to the other admin"]);
    const { contacts } = await listContacts(p.admin);
    expect(contacts.map((c) => [c.name, c.unreadCount, c.lastMessageAt !== null])).toEqual([
      ["Riverside Primary", 2, true],
      ["Maya Rao", 0, true],
    ]);
    expect((await listContacts(p.school)).contacts.map((c) => [c.name, c.unreadCount])).toEqual([
      ["Alex", 1],
      ["Ana", 0],
      ["Sam", 0],
    ]);
  });

  it("marks who is online now, from the realtime adapter's presence", async () => {
    const p = await everyone();
    await realtime.connectionOpened(p.school.id, "tab-1");
    const { contacts } = await listContacts(p.admin);
    expect(contacts.map((c) => [c.name, c.online])).toEqual([
      ["Maya Rao", false],
      ["Riverside Primary", true],
    ]);
  });

  it("searches names and e-mails (`q`, wildcards taken literally), at most `limit`, with the total that matches", async () => {
    const p = await everyone();
    await person("school", { name: "Lakeside 100% Academy", email: "office@lakeside.example" });
    expect(brief((await listContacts(p.admin, { q: "riverside" })).contacts)).toEqual([["Riverside Primary", "school", true]]);
    expect(brief((await listContacts(p.admin, { q: "LAKESIDE.example" })).contacts)).toEqual([["Lakeside 100% Academy", "school", true]]);
    expect((await listContacts(p.admin, { q: "100%" })).total).toBe(1);
    expect((await listContacts(p.admin, { q: "%" })).total).toBe(1);
    const limited = await listContacts(p.admin, { limit: "1" });
    expect([limited.contacts.length, limited.total]).toEqual([1, 3]);
    expect(await rejection(listContacts(p.admin, { limit: "501" }))).toMatchObject({ status: 422 });
  });
});

describe("presence", () => {
  it("tells the online people whose list shows a person when the adapter says they came online or went offline", async () => {
    const p = await everyone();
    // Online before: the superadmin (lists admins), an instructor (lists admins), the other admin (does not list admins).
    for (const viewer of [p.superadmin, p.instructor, p.admin2]) await realtime.connectionOpened(viewer.id, `${viewer.id}-tab`);
    relayPresence(realtime);
    relayPresence(realtime); // once per adapter, however many streams ask

    const told = () => realtime.events("presence").map((e) => [e.userId, e.data]);
    const each = (online: boolean) => [p.superadmin.id, p.instructor.id].map((id) => [id, { userId: p.admin.id, online }]);
    await realtime.connectionOpened(p.admin.id, "a-1");
    await expect.poll(told).toHaveLength(2);
    expect(told()).toEqual(expect.arrayContaining(each(true)));
    realtime.clear();
    await realtime.connectionOpened(p.admin.id, "a-2");
    await realtime.connectionClosed(p.admin.id, "a-1");
    await realtime.connectionClosed(p.admin.id, "a-2");
    await expect.poll(told).toHaveLength(2);
    expect(told()).toEqual(expect.arrayContaining(each(false)));
    // A student's presence goes to no one.
    realtime.clear();
    await realtime.connectionOpened(p.student.id, "s-1");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told()).toEqual([]);
  });
});
