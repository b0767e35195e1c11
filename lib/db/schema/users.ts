import { sql } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const roleEnum = pgEnum("user_role", ["user", "instructor", "school", "admin", "superadmin"]);
export const accountStatusEnum = pgEnum("account_status", ["pending", "approved", "rejected", "erased"]);

/** Every account (the five roles): the identity the kernel knows; features add their own tables. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    lastName: text("last_name"),
    title: text("title"),
    bio: text("bio"),
    specialization: text("specialization"),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull().default("user"),
    status: accountStatusEnum("status").notNull().default("pending"),
    phone: text("phone"),
    address: text("address"),
    /** A student's school: the school account they chose at registration. */
    schoolId: uuid("school_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    dateOfBirth: date("date_of_birth"),
    yearsOfExperience: integer("years_of_experience"),
    teachingCredentials: text("teaching_credentials"),
    schoolType: text("school_type"),
    contactPerson: text("contact_person"),
    numberOfStudents: integer("number_of_students"),
    website: text("website"),
    /** A school's About text, on its profile (an instructor's own words are `bio`). */
    about: text("about"),
    /** Admin tab ids this admin may see; empty means every tab. */
    allowedTabs: text("allowed_tabs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Bumped to end every session and token of this user (password reset, deletion). */
    sessionVersion: integer("session_version").notNull().default(0),
    /**
     * The person asked to erase their account (features/privacy): closed at once, erased at
     * `eraseAfter` unless they sign in before then, which cancels it.
     */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    eraseAfter: timestamp("erase_after", { withTimezone: true }),
    /** Erased: the row stays only for the records that need it, as "Deleted user", with nothing personal. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /**
     * The version of the privacy notice (content/privacy.ts PRIVACY_NOTICE_VERSION) the person
     * accepted last, and when: at sign-up, or on their dashboard after the notice changed. Null
     * when they never accepted one (an account made by staff, or through the API without it).
     */
    privacyNoticeVersion: text("privacy_notice_version"),
    privacyNoticeAcceptedAt: timestamp("privacy_notice_accepted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_privacy_notice_pair", sql`(${t.privacyNoticeVersion} IS NULL) = (${t.privacyNoticeAcceptedAt} IS NULL)`),
    index("users_role_status_created_idx").on(t.role, t.status, t.createdAt),
    index("users_school_idx").on(t.schoolId),
    index("users_erase_after_idx")
      .on(t.eraseAfter)
      .where(sql`${t.eraseAfter} IS NOT NULL`),
    // The catalogue search by instructor name (ILIKE '%…%'): a trigram index (pg_trgm).
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
export type AccountStatus = (typeof accountStatusEnum.enumValues)[number];

/**
 * The name a person is shown by: their name and, when they gave one, their last name (the
 * instructor's profile keeps them apart). Null through a left join that found no one.
 */
export const fullName = sql<string>`trim(${users.name} || coalesce(' ' || ${users.lastName}, ''))`;
