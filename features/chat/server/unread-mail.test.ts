import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { chatUnreadMails } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { insertMessages, person, setUpChat } from "@/test/chat";
import { getDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { requirePostgres } from "@/test/postgres";
import { mailbox } from "@/test/smtp";
import { mailUnreadMessages } from "./unread-mail";

setUpChat();
beforeEach(() => mailbox.clear());

/** A message sent `minutesAgo` minutes ago, unread unless `read`. */
const message = (from: Actor, to: Actor, minutesAgo: number, { read = false, text = "Secret plans for Monday" } = {}) =>
  insertMessages(from, to, [text], { read, minutesAgo });

/** Runs the job and delivers what it put in the outbox; answers how many conversations it mailed about. */
async function run(): Promise<number> {
  const mailed = await mailUnreadMessages();
  await deliverOutbox();
  return mailed;
}

/** Makes the last mail about this conversation `minutes` older (time passing). */
async function ageLastMail(recipient: Actor, minutes: number) {
  const db = await getDb();
  await db
    .update(chatUnreadMails)
    .set({ mailedAt: sql`${chatUnreadMails.mailedAt} - make_interval(mins => ${minutes})` })
    .where(eq(chatUnreadMails.recipientId, recipient.id));
}

describe("the unread-message mail", () => {
  it("mails the receiver of a message unread for 30 minutes, once, naming the sender and the count but never the text", async () => {
    const admin = await person("admin", { name: "Alex", email: "alex@example.org" });
    const school = await person("school", { name: "Riverside Primary" });
    await message(school, admin, 31);
    await message(school, admin, 5, { text: "And one more" });

    expect(await run()).toBe(1);
    const mail = mailbox.only("alex@example.org");
    expect(mail.subject).toBe("Riverside Primary sent you 2 messages on Mindful Minds Foundation");
    expect(mail.text).toContain("Hello Alex,");
    expect(mail.text).toContain("2 messages are still waiting for you");
    expect(mail.text).toContain("http://localhost:3000/admin");
    expect(`${mail.text}${mail.html}`).not.toMatch(/Secret plans|And one more/);

    mailbox.clear();
    expect(await run()).toBe(0);
    expect(mailbox.messages).toEqual([]);
  });

  it("does not mail about a message younger than 30 minutes, one already read, or one older than a day", async () => {
    const [admin, school, maya] = [await person("admin"), await person("school"), await person("instructor")];
    await message(school, admin, 29);
    await message(maya, admin, 45, { read: true });
    await message(maya, admin, 25 * 60);
    expect(await run()).toBe(0);
    expect(mailbox.messages).toEqual([]);
  });

  it("mails at most once an hour per conversation, and again for messages newer than the last mail once the hour has passed", async () => {
    const [admin, school] = [await person("admin"), await person("school", { email: "office@riverside.example" })];
    await message(admin, school, 40);
    expect(await run()).toBe(1);

    // A newer message, unread for 30 minutes, within the hour of the first mail: no mail yet.
    await message(admin, school, 31);
    await ageLastMail(school, 30);
    expect(await run()).toBe(0);
    // The hour has passed: one mail, counting both waiting messages.
    await ageLastMail(school, 31);
    expect(await run()).toBe(1);
    expect(mailbox.to("office@riverside.example").map((m) => m.subject)).toEqual([
      expect.stringMatching(/sent you a message on/),
      expect.stringMatching(/sent you 2 messages on/),
    ]);

    // Hours later, with nothing new: the same messages never bring a third mail.
    await ageLastMail(school, 180);
    expect(await run()).toBe(0);
  });

  it("treats each conversation on its own: both sides, and each contact", async () => {
    const [admin, school, maya] = [await person("admin"), await person("school"), await person("instructor")];
    await message(school, admin, 35);
    await message(maya, admin, 35);
    await message(admin, school, 35);
    expect(await run()).toBe(3);
    expect(mailbox.to(admin.email)).toHaveLength(2);
    expect(mailbox.to(school.email)).toHaveLength(1);
  });

  it("mails each conversation once when two runs go at once (two instances; real PostgreSQL)", async () => {
    await requirePostgres();
    const admin = await person("admin");
    for (let i = 0; i < 5; i++) await message(await person("school"), admin, 31);
    const [a, b] = await Promise.all([mailUnreadMessages(), mailUnreadMessages()]);
    expect(a + b).toBe(5);
    await deliverOutbox();
    expect(mailbox.to(admin.email)).toHaveLength(5);
  });

  it("does not mail an account that is no longer approved", async () => {
    const [school, maya] = [await person("school"), await person("instructor")];
    const admin = await person("admin");
    await message(school, admin, 31);
    await message(admin, maya, 31);
    const db = await getDb();
    await db.execute(sql`UPDATE users SET status = 'rejected' WHERE id = ${maya.id}`);
    expect(await run()).toBe(1);
    expect(mailbox.to(maya.email)).toEqual([]);
  });
});
