import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

export const programRequestStatusEnum = pgEnum("program_request_status", ["pending", "approved", "rejected"]);

/**
 * A school's request for one of the foundation's programs (features/programs). The school is the
 * signed-in account that asked (never a field of the body); its name is read from the account when
 * shown, so a renamed school is shown by its new name. Pending until staff approve or reject it,
 * in one conditional update.
 */
export const programRequests = pgTable(
  "program_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contactPerson: text("contact_person").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** The title of one of content/programs' programs, or "Other". */
    programRequested: text("program_requested").notNull(),
    /** For "Other": the program's name as the school typed it, when it was none of ours (features/programs/schema.ts resolveProgram). */
    otherProgram: text("other_program"),
    message: text("message").notNull(),
    status: programRequestStatusEnum("status").notNull().default("pending"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("program_requests_school_idx").on(t.schoolId, t.createdAt.desc().nullsFirst()),
    index("program_requests_status_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    // A double submit (or a second tab) cannot file the same program twice while one is waiting;
    // "Other" requests differ by their message, so a school may have several.
    uniqueIndex("program_requests_one_pending_key")
      .on(t.schoolId, t.programRequested)
      .where(sql`${t.status} = 'pending' AND ${t.programRequested} <> 'Other'`),
    check("program_requests_other_program_only_for_other", sql`${t.otherProgram} IS NULL OR ${t.programRequested} = 'Other'`),
  ],
);

export type ProgramRequestRow = typeof programRequests.$inferSelect;
export type ProgramRequestStatus = (typeof programRequestStatusEnum.enumValues)[number];
