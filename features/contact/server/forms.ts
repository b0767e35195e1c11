import { contact } from "@/content/contact";
import { CONTACT_HONEYPOT } from "@/features/contact/schema";
import { failure, textFields } from "@/lib/static-site/form-fields";
import type { FormHandler } from "@/lib/static-site/form-page";
import { CONTACT_THANKS, submitContactMessage } from "./contact";

/** The contact page's form (pages/contact.tsx): the thanks in place of the form, or the schema's messages by field. */
export const handleContactForm: FormHandler = async (form, { ip }) => {
  const entered = textFields(form, ["name", "email", "message", CONTACT_HONEYPOT]);
  try {
    await submitContactMessage(entered, { ip });
    return { status: "done", message: CONTACT_THANKS };
  } catch (error) {
    return failure(error, entered, contact.form.failed);
  }
};
