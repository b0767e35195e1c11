import type { Tx } from "@/lib/db/client";
import type { Mail } from "@/lib/mail/mailer";
import { enqueue } from "./outbox";

/**
 * Sends a mail once the caller's transaction commits, retried until the mail server takes it.
 * Call it inside the transaction of the change the mail reports: no change, no mail.
 */
export function enqueueMail(tx: Tx, mail: Mail): Promise<void> {
  return enqueue(tx, "mail", mail);
}
