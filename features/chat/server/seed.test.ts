import { describe, expect, it } from "vitest";
import { chatMessages } from "@/lib/db/schema";
import { seedDemoData } from "@/registry/seed";
import { actorByEmail, countRows, getDb } from "@/test/db";
import { setUpChat } from "@/test/chat";
import { setUpMemoryStorage } from "@/test/storage";
import { listContacts } from "./contacts";
import { getThread, unreadTotal } from "./messages";
import { DEMO_CHAT, seedDemoChat } from "./seed";
import { mailUnreadMessages } from "./unread-mail";

setUpChat();
setUpMemoryStorage();
const seed = async () => seedDemoData(await getDb());

describe("the demo conversations", () => {
  it("give the demo admin a conversation with the instructor, and one with the school whose last two messages wait unread", async () => {
    await seed();
    const admin = await actorByEmail("admin@demo.test");
    expect(await unreadTotal(admin)).toBe(2);
    const { contacts } = await listContacts(admin);
    expect(contacts.map((c) => [c.name, c.unreadCount])).toEqual([
      ["Riverside Primary School", 2],
      ["Maya Instructor", 0],
    ]);
    const school = await actorByEmail("school@demo.test");
    const thread = await getThread(school, admin.id, {});
    expect(thread.messages.map((m) => m.text)).toEqual(
      DEMO_CHAT.filter((l) => [l.from, l.to].includes("school@demo.test")).map((l) => l.text),
    );
    expect(await unreadTotal(await actorByEmail("instructor@demo.test"))).toBe(0);
  });

  it("are seeded once, and the unread ones are not mailed about at start", async () => {
    await seed();
    const db = await getDb();
    await db.transaction((tx) => seedDemoChat(tx));
    expect(await countRows(chatMessages)).toBe(DEMO_CHAT.length);
    expect(await mailUnreadMessages()).toBe(0);
  });
});
