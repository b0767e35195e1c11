import { lt } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { contactMessages } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/jobs/mail";
import { mails } from "../mails";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { parseInput } from "@/lib/validate";
import { CONTACT_RETENTION_DAYS, contactSchema, honeypotFilled } from "@/features/contact/schema";

export type ContactContext = { ip: string };

/**
 * Deletes contact messages older than the retention period and returns how many went. Runs on
 * every new message, so nothing outlives the policy without a scheduler to remember.
 */
export async function pruneContactMessages(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONTACT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id });
  return deleted.length;
}

/** What the route answers, the same whether the message was kept or quietly dropped. */
export const CONTACT_THANKS = "Thank you for your message. We will reply soon.";

/**
 * A message from the contact form: anyone may send one, five an hour per address. It is stored
 * with its mail to the foundation's address in the outbox (lib/jobs), so a mail failure loses
 * nothing: the mail is retried until the mail server takes it. When the
 * honeypot is filled (a bot), the answer is the same as a success but nothing is stored or sent.
 */
export async function submitContactMessage(input: unknown, ctx: ContactContext): Promise<void> {
  const data = parseInput(contactSchema, input);
  const db = await getDb();
  // Counted once the message is valid: a refused one spends none of the address's budget.
  await consume(db, limits.contact(ctx.ip), "Too many messages from your network");
  if (honeypotFilled(data)) return;

  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: data.name, email: data.email.toLowerCase(), message: data.message, ip: ctx.ip })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await enqueueMail(tx, mails.contactMessage({ name: row.name, email: row.email, message: row.message, receivedAt: row.createdAt }));
  });
  await pruneContactMessages(db);
}
