import { eq } from "drizzle-orm";
import { contactMessages } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/** Messages sent through the contact form from the person's e-mail address. Erasure deletes them. */
export const contactPersonalData: PersonalData = {
  tables: ["contact_messages"],
  export: [
    {
      file: "contact-messages.json",
      describes: "The messages you sent us through the contact form from your account's e-mail address.",
      records: (db, person) => db.select().from(contactMessages).where(eq(contactMessages.email, person.email)),
    },
  ],
  async erase(tx, person) {
    await tx.delete(contactMessages).where(eq(contactMessages.email, person.email));
    return [];
  },
};
