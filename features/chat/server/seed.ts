import { count, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { chatMessages, chatUnreadMails, users } from "@/lib/db/schema";

/** The demo accounts of features/accounts/server/seed.ts that chat. */
const ADMIN = "admin@demo.test";
const INSTRUCTOR = "instructor@demo.test";
const SCHOOL = "school@demo.test";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type DemoLine = { from: string; to: string; text: string; ago: number; read: boolean };

/**
 * The demo conversations: the admin with the instructor (all read, from yesterday) and with the
 * school, whose last two messages wait unread for the admin (the chat button shows 2).
 */
export const DEMO_CHAT: readonly DemoLine[] = [
  {
    from: ADMIN,
    to: INSTRUCTOR,
    text: "Hello Maya! Your breathing series is approved and live in the catalogue.",
    ago: 26 * HOUR,
    read: true,
  },
  { from: INSTRUCTOR, to: ADMIN, text: "Wonderful, thank you! Shall I record the body-scan follow-up next?", ago: 25 * HOUR, read: true },
  {
    from: ADMIN,
    to: INSTRUCTOR,
    text: "Yes please. Keep it under 20 minutes so classes can fit it in.\nThe schools have asked for one before lunch.",
    ago: 24 * HOUR,
    read: true,
  },
  { from: INSTRUCTOR, to: ADMIN, text: "Will do: I'll upload it by Friday.", ago: 23 * HOUR, read: true },
  { from: SCHOOL, to: ADMIN, text: "Good morning! We'd love to start the morning sessions with Class 3.", ago: 3 * HOUR, read: true },
  { from: ADMIN, to: SCHOOL, text: "Lovely to hear. Have you sent a program request from your dashboard?", ago: 2 * HOUR, read: true },
  { from: SCHOOL, to: ADMIN, text: "Yes, just now. Could someone visit on Monday at 9?", ago: 20 * MINUTE, read: false },
  { from: SCHOOL, to: ADMIN, text: "We have 28 children in the class.", ago: 18 * MINUTE, read: false },
];

/**
 * Seeds the demo conversations once (a second run adds none). The unread ones are recorded as
 * already mailed about, so the unread-mail job does not write to the demo admin at start.
 */
export async function seedDemoChat(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(chatMessages);
  if ((existing?.n ?? 0) > 0) return;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [ADMIN, INSTRUCTOR, SCHOOL]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  if (idOf.size < 3) return;
  const now = Date.now();
  const rows = await tx
    .insert(chatMessages)
    .values(
      DEMO_CHAT.map((line) => ({
        senderId: idOf.get(line.from)!,
        receiverId: idOf.get(line.to)!,
        text: line.text,
        createdAt: new Date(now - line.ago),
        readAt: line.read ? new Date(now - line.ago + 5 * MINUTE) : null,
      })),
    )
    .returning({
      seq: chatMessages.seq,
      senderId: chatMessages.senderId,
      receiverId: chatMessages.receiverId,
      readAt: chatMessages.readAt,
    });
  const unread = rows.filter((r) => r.readAt === null);
  const newest = unread.reduce((max, r) => Math.max(max, r.seq), 0);
  if (unread.length > 0) {
    await tx
      .insert(chatUnreadMails)
      .values({ recipientId: unread[0]!.receiverId, senderId: unread[0]!.senderId, mailedAt: sql`now()`, upToSeq: newest })
      .onConflictDoNothing();
  }
}
