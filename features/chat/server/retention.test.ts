import { describe, expect, it } from "vitest";
import { chatMessages } from "@/lib/db/schema";
import { insertMessages, person, setUpChat } from "@/test/chat";
import { getDb } from "@/test/db";
import { pruneOldChatMessages } from "./retention";

setUpChat();
const DAY = 24 * 60;

describe("pruneOldChatMessages", () => {
  it("deletes the messages older than the retention period, read or not, and keeps the rest", async () => {
    const admin = await person("admin");
    const school = await person("school");
    await insertMessages(admin, school, ["two years and a day"], { minutesAgo: 731 * DAY });
    await insertMessages(school, admin, ["read long ago"], { minutesAgo: 800 * DAY, read: true });
    await insertMessages(admin, school, ["last year"], { minutesAgo: 365 * DAY });
    await insertMessages(school, admin, ["today"]);

    expect(await pruneOldChatMessages(await getDb(), new Date(), 730)).toBe(2);
    const left = await (await getDb()).select({ text: chatMessages.text }).from(chatMessages);
    expect(left.map((m) => m.text).sort()).toEqual(["last year", "today"]);
    // Run again: nothing more to do.
    expect(await pruneOldChatMessages(await getDb(), new Date(), 730)).toBe(0);
  });

  it("takes the configured period (CHAT_RETENTION_DAYS) by default", async () => {
    const admin = await person("admin");
    const school = await person("school");
    await insertMessages(admin, school, ["729 days"], { minutesAgo: 729 * DAY });
    await insertMessages(admin, school, ["731 days"], { minutesAgo: 731 * DAY });
    expect(await pruneOldChatMessages(await getDb())).toBe(1);
  });
});
