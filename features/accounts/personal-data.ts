import { eq, sql } from "drizzle-orm";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { without, type PersonalData } from "@/lib/privacy/personal-data";

/** The name an erased account is shown by, wherever another record still needs the row. */
export const ERASED_NAME = "Deleted user";

/** The e-mail an erased account keeps: unique, and a domain that can never receive mail (RFC 2606). */
export const erasedEmail = (id: string) => `deleted-${id}@erased.invalid`;

/**
 * The account itself. Its export is the profile (never the password's hash); its erasure comes
 * last (registry/personal-data.ts): the row stays for the records that still point at it, as
 * "Deleted user" with the status `erased`, every personal field removed, a password no one can match, its sessions
 * ended, and its students no longer attached to it.
 */
export const accountsPersonalData: PersonalData = {
  tables: ["users", "password_reset_tokens"],
  export: [
    {
      file: "account.json",
      describes: "Your account: name, e-mail, role, approval, the details of your profile, and when it was created and last changed.",
      records: async (db, person) => {
        const rows = await db.select().from(users).where(eq(users.id, person.id));
        return rows.map((account) => without(account, "passwordHash", "sessionVersion"));
      },
    },
  ],
  async erase(tx, person, { now }) {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, person.id));
    await tx.update(users).set({ schoolId: null }).where(eq(users.schoolId, person.id));
    await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        lastName: null,
        title: null,
        bio: null,
        specialization: null,
        email: erasedEmail(person.id),
        // Not an Argon2 hash: no password matches it.
        passwordHash: "erased",
        phone: null,
        address: null,
        schoolId: null,
        dateOfBirth: null,
        yearsOfExperience: null,
        teachingCredentials: null,
        schoolType: null,
        contactPerson: null,
        numberOfStudents: null,
        website: null,
        about: null,
        allowedTabs: [],
        // Out of every list of people (they all list approved or pending accounts).
        status: "erased",
        sessionVersion: sql`${users.sessionVersion} + 1`,
        closedAt: sql`coalesce(${users.closedAt}, ${now.toISOString()}::timestamptz)`,
        eraseAfter: null,
        erasedAt: now,
      })
      .where(eq(users.id, person.id));
    return [];
  },
};
