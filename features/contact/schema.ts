import { z } from "zod";
import { emailSchema } from "@/features/accounts/client";

/**
 * The contact form (/contact), shared by the form (react-hook-form + zodResolver) and the
 * service (lib/server/contact). Strict: unknown keys are refused, except the honeypot.
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The honeypot: a text input people never see (visually hidden, out of the tab order). Bots
 * that fill every field fill it too; the service then answers as if all went well and keeps
 * nothing.
 */
export const CONTACT_HONEYPOT = "website";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const contactSchema = z.strictObject({
  name: z.preprocess(
    trimmed,
    z.string("Name is required").min(1, "Name is required").max(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters`),
  ),
  email: emailSchema,
  message: z.preprocess(
    trimmed,
    z
      .string("Message is required")
      .min(1, "Message is required")
      .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
      .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
  ),
  [CONTACT_HONEYPOT]: z.string().max(CONTACT_MESSAGE_MAX).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** True when the honeypot holds anything but white space. */
export function honeypotFilled(data: ContactMessage): boolean {
  return (data[CONTACT_HONEYPOT] ?? "").trim() !== "";
}

/** How long a contact message is kept (the privacy page states it; the job contact.prune enforces it). */
export const CONTACT_RETENTION_DAYS = 730;
