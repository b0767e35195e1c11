import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
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
    // The catalogue search by instructor name (ILIKE '%…%'): a trigram index (pg_trgm).
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
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

export const videoStatusEnum = pgEnum("video_status", ["pending", "approved", "rejected"]);

/**
 * Guided videos. The files live in storage (lib/storage) under keys we generate; a row exists
 * only once its upload has been confirmed (real size and type checked). Deleting moves a video to
 * the recycle bin (deletedAt set): the same row, id, rank and tags come back on restore; a purge
 * deletes the row and its storage objects.
 */
export const videos = pgTable(
  "videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The title shown everywhere (the spec's courseName). */
    courseName: text("course_name").notNull(),
    courseContent: text("course_content").notNull(),
    description: text("description").notNull(),
    category: text("category"),
    status: videoStatusEnum("status").notNull().default("pending"),
    /** Why an admin rejected it; shown to the instructor. Cleared on approval and on edit. */
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    /** Catalogue order: ascending, unranked (null) last. Set by admins only. */
    rank: integer("rank"),
    isPriced: boolean("is_priced").notNull().default(false),
    /** Global tags (admin-managed); `recommended` puts a video on students' Recommended tab. */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    videoKey: text("video_key").notNull(),
    videoType: text("video_type").notNull(),
    videoSize: bigint("video_size", { mode: "number" }).notNull(),
    thumbnailKey: text("thumbnail_key"),
    thumbnailType: text("thumbnail_type"),
    /** Length in seconds, read from the file in the browser at upload. */
    durationSeconds: integer("duration_seconds").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("videos_rank_positive", sql`${t.rank} IS NULL OR ${t.rank} >= 0`),
    check("videos_duration_positive", sql`${t.durationSeconds} > 0`),
    // The catalogue's exact order (rank ascending, unranked last, newest, id): a page is an index scan, no sort.
    index("videos_catalogue_idx").on(t.status, t.rank.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} IS NULL`),
    // The catalogue search (ILIKE '%…%' over title, content, description and tags): a trigram index on
    // video_search_text(), an IMMUTABLE SQL function created by migration 0004 (array_to_string alone is
    // only STABLE, so it cannot be indexed). lib/server/videos/catalogue.ts uses the same expression.
    index("videos_search_idx")
      .using("gin", sql`video_search_text(${t.courseName}, ${t.courseContent}, ${t.description}, ${t.tags}) gin_trgm_ops`)
      .where(sql`${t.deletedAt} IS NULL`),
    index("videos_uploader_idx").on(t.uploadedBy, t.createdAt),
    index("videos_deleted_idx").on(t.deletedAt).where(sql`${t.deletedAt} IS NOT NULL`),
    index("videos_tags_idx").using("gin", t.tags),
    // One row per uploaded object: confirming the same upload twice cannot create two videos.
    uniqueIndex("videos_video_key_key").on(t.videoKey),
  ],
);

/**
 * One row per (user, video): the last position, the merged ranges actually played (seconds,
 * sorted, non-overlapping), and when the played ranges first covered 90 % of the video.
 */
export const watchedVideos = pgTable(
  "watched_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** Last saved playback position in seconds. */
    progress: real("progress").notNull().default(0),
    /** The video's length in seconds as the player reported it. */
    videoLength: real("video_length").notNull(),
    playedRanges: jsonb("played_ranges").$type<[number, number][]>().notNull().default([]),
    /** Total seconds covered by playedRanges. */
    secondsPlayed: real("seconds_played").notNull().default(0),
    /** Seconds of playback the next save may still report (lib/server/watched/ranges.ts availableAllowance). */
    playAllowance: real("play_allowance").notNull().default(0),
    /** The client's clock (ms) of the save that set `progress`: older saves never move it. */
    progressSentAt: bigint("progress_sent_at", { mode: "number" }).notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    lastWatchedAt: timestamp("last_watched_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex("watched_videos_user_video_key").on(t.userId, t.videoId), index("watched_videos_user_recent_idx").on(t.userId, t.lastWatchedAt), index("watched_videos_video_idx").on(t.videoId)],
);

/** Seconds of new playback per user and calendar day (UTC): minutes practised and the streak. */
export const practiceDays = pgTable(
  "practice_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    seconds: real("seconds").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A school's class tags on a video (Class 1 to Class 12). The school comes from the session. */
export const videoSchoolTags = pgTable(
  "video_school_tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex("video_school_tags_video_school_key").on(t.videoId, t.schoolId), index("video_school_tags_school_idx").on(t.schoolId)],
);

export type UserRow = typeof users.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
export type AccountStatus = (typeof accountStatusEnum.enumValues)[number];
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type VideoStatus = (typeof videoStatusEnum.enumValues)[number];
export type WatchedVideoRow = typeof watchedVideos.$inferSelect;
export type VideoSchoolTagRow = typeof videoSchoolTags.$inferSelect;
