import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("user_role", ["user", "instructor", "school", "admin", "superadmin"]);
export const accountStatusEnum = pgEnum("account_status", ["pending", "approved", "rejected"]);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

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
    /** Admin tab ids this admin may see; empty means every tab. */
    allowedTabs: text("allowed_tabs").array().notNull().default(sql`'{}'::text[]`),
    /** Bumped to end every session and token of this user (password reset, deletion). */
    sessionVersion: integer("session_version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    index("users_role_status_created_idx").on(t.role, t.status, t.createdAt),
    index("users_school_idx").on(t.schoolId),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash), index("password_reset_tokens_user_idx").on(t.userId)],
);

/** One row per counted event (a failed login, a registration, …) for Postgres-backed rate limits. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_key_created_idx").on(t.key, t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

/** Messages sent through the contact form (/contact). Kept so a mail failure loses nothing. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Lower-cased, as every stored e-mail address. */
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The sender's address as the rate limit saw it (lib/http.ts clientIp). */
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt), check("contact_messages_email_lower", sql`${t.email} = lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
export type AccountStatus = (typeof accountStatusEnum.enumValues)[number];
export type ContactMessageRow = typeof contactMessages.$inferSelect;
