import { asc, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { programRequests, users, type ProgramRequestRow } from "@/lib/db/schema";
import { transition } from "@/lib/db/transition";
import { env } from "@/lib/config/env";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { enqueueMail } from "@/lib/jobs/mail";
import { consume, type Limit } from "@/lib/rate-limit/rate-limit";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan, can } from "@/registry/permissions";
import { auditProgram } from "../audit";
import { mails } from "../mails";
import {
  programDecisionSchema,
  programListQuerySchema,
  programRequestSchema,
  requestedProgramName,
  resolveProgram,
  type ProgramDecision,
} from "../schema";

/**
 * Program requests (features/programs/README.md): a school asks for one of the foundation's
 * programs; staff approve or reject each pending request once. The school is always the acting
 * account, never a field of the body, and its name is read from the account when a request is
 * shown (a renamed school is shown by its new name).
 */

const NOT_FOUND = "Program request not found";

/**
 * New requests per school and hour. A school asks for a program a few times a year; ten an hour
 * leaves room for mistakes and "Other" requests while stopping a script from filling the staff's
 * list. Counted after validation, so a refused form spends nothing.
 */
export const programRequestLimit = (schoolId: string): Limit => ({ key: `program-request:${schoolId}`, max: 10, windowMs: 60 * 60_000 });

/** The account that asked: shown as `schoolName` and `requestedBy`. */
type School = { name: string; email: string };

/**
 * A request as the API answers it (spec 02 "Program request", original-api 3.11): `requestedBy`
 * is the school's account, with its e-mail for staff only.
 */
export function serializeProgramRequest(row: ProgramRequestRow, school: School, forStaff: boolean) {
  return {
    _id: row.id,
    id: row.id,
    programRequested: row.programRequested,
    otherProgram: row.otherProgram,
    schoolName: school.name,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    message: row.message,
    requestedBy: { _id: row.schoolId, name: school.name, ...(forStaff ? { email: school.email } : {}) },
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ApiProgramRequest = ReturnType<typeof serializeProgramRequest>;

/**
 * POST /program: the signed-in school files a request (all five fields, strict). The program is
 * any name (resolveProgram): one of ours by any of its names, else "Other" with the name kept. A
 * second request for the same program while one is pending is a 409 (the partial unique index
 * program_requests_one_pending_key decides, so a double submit cannot file it twice); "Other"
 * requests may repeat. Rate limited per school.
 */
export async function createProgramRequest(actor: Actor | null, input: unknown): Promise<ApiProgramRequest> {
  assertCan(actor, "program.request");
  const { programRequested, ...data } = parseInput(programRequestSchema, input);
  const program = resolveProgram(programRequested);
  const db = await getDb();
  await consume(db, programRequestLimit(actor.id), "Too many program requests");
  try {
    const [row] = await db
      .insert(programRequests)
      .values({ ...data, ...program, schoolId: actor.id })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return serializeProgramRequest(row, { name: actor.name, email: actor.email }, false);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(
        `You already have a pending request for ${program.programRequested}. We will e-mail you once it has been decided.`,
      );
    }
    throw error;
  }
}

export type ProgramRequestPage = { items: ApiProgramRequest[]; total: number; page: number; limit: number };

/**
 * GET /program/allPrograms, and both dashboard tabs. Staff (`program.review`) get the pending
 * requests of every school, oldest first (the one waiting longest is answered first); a school
 * gets its own, every status, newest first. Paged in SQL by `page` and `limit` (bad values fall
 * back to page 1 and 50 a page; at most 100); a page past the end is empty, with the total.
 */
export async function listProgramRequests(
  actor: Actor | null,
  query: { page?: unknown; limit?: unknown } = {},
): Promise<ProgramRequestPage> {
  let staff = false;
  if (actor && can(actor, "program.review")) staff = true;
  else assertCan(actor, "program.request");
  const { page, limit } = parseInput(programListQuerySchema, query);
  const where: SQL = staff ? eq(programRequests.status, "pending") : eq(programRequests.schoolId, actor.id);
  const order = staff
    ? [asc(programRequests.createdAt), asc(programRequests.id)]
    : [desc(programRequests.createdAt), desc(programRequests.id)];
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: programRequests, name: users.name, email: users.email })
      .from(programRequests)
      .innerJoin(users, eq(users.id, programRequests.schoolId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(programRequests).where(where),
  ]);
  return {
    items: rows.map((r) => serializeProgramRequest(r.row, { name: r.name, email: r.email }, staff)),
    total: counted?.n ?? 0,
    page,
    limit,
  };
}

/** A decided request on the staff's Manage Program tab: the request, when and by whom it was decided. */
export type DecidedProgramRequest = ApiProgramRequest & {
  status: "approved" | "rejected";
  decidedAt: string | null;
  /** The admin who decided (null: their account has since been deleted). */
  decidedBy: { _id: string; name: string } | null;
};

/**
 * The staff's decided requests (Manage Program, below the pending ones): approved and rejected,
 * the latest decision first, with the date and who decided, paged like the pending list. Staff
 * only; a school sees its own on Program Requests. Decided requests are a few per school a year,
 * so the order by `decided_at` needs no index of its own (the status index narrows them).
 */
export async function listDecidedProgramRequests(
  actor: Actor | null,
  query: { page?: unknown; limit?: unknown } = {},
): Promise<{ items: DecidedProgramRequest[]; total: number; page: number; limit: number }> {
  assertCan(actor, "program.review");
  const { page, limit } = parseInput(programListQuerySchema, query);
  const decider = alias(users, "decider");
  const decided = ne(programRequests.status, "pending");
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: programRequests, name: users.name, email: users.email, deciderId: decider.id, deciderName: decider.name })
      .from(programRequests)
      .innerJoin(users, eq(users.id, programRequests.schoolId))
      .leftJoin(decider, eq(decider.id, programRequests.decidedBy))
      .where(decided)
      .orderBy(sql`${programRequests.decidedAt} desc nulls last`, desc(programRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(programRequests).where(decided),
  ]);
  return {
    items: rows.map((r) => ({
      ...serializeProgramRequest(r.row, { name: r.name, email: r.email }, true),
      status: r.row.status as "approved" | "rejected",
      decidedBy: r.deciderId && r.deciderName !== null ? { _id: r.deciderId, name: r.deciderName } : null,
    })),
    total: counted?.n ?? 0,
    page,
    limit,
  };
}

/** The Manage Program tab's badge: how many requests wait for a decision. */
export async function countPendingProgramRequests(actor: Actor | null): Promise<number> {
  assertCan(actor, "program.review");
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(programRequests).where(eq(programRequests.status, "pending"));
  return row?.n ?? 0;
}

/**
 * PUT /program/{id}: staff approve or reject a pending request, in one conditional update
 * (pending → approved | rejected; of two admins deciding at once one wins, the other gets 409),
 * with its audit row and the school's mail in the same transaction. The mail goes to the
 * school's account address, never to the contact e-mail typed into the request.
 */
export async function decideProgramRequest(actor: Actor | null, id: string, input: unknown): Promise<ApiProgramRequest> {
  assertCan(actor, "program.review");
  const { status } = parseInput(programDecisionSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { row, from } = await transition(tx, programRequests, {
      id,
      from: ["pending"],
      set: { status, decidedAt: new Date(), decidedBy: actor.id },
      conflict: (current) => `This program request has already been ${current.status}`,
      notFound: NOT_FOUND,
    });
    await auditProgram(tx, actor, status === "approved" ? "program.approve" : "program.reject", row.id, {
      from,
      program: row.programRequested,
      otherProgram: row.otherProgram,
      schoolId: row.schoolId,
    });
    // The request row is locked by the update: the school (whose deletion would cascade to it) is still there.
    const [school] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.schoolId));
    if (!school) throw new NotFoundError(NOT_FOUND);
    await enqueueMail(tx, decisionMail(status, school, row));
    return serializeProgramRequest(row, school, true);
  });
}

function decisionMail(status: ProgramDecision, school: School, row: ProgramRequestRow) {
  const dashboard = `${env().siteUrl}/school?tab=program-requests`;
  const requestedOn = formatDate(row.createdAt, "UTC");
  const mail = status === "approved" ? mails.programApproved : mails.programRejected;
  return mail(school.email, school.name, requestedProgramName(row), requestedOn, dashboard);
}

/**
 * What the New Request form starts with: the school's own contact person, e-mail and phone from
 * its account (blank where the account has none). The school may change them before sending.
 */
export async function programRequestPrefill(actor: Actor | null): Promise<{ contactPerson: string; email: string; phone: string }> {
  assertCan(actor, "program.request");
  const db = await getDb();
  const [row] = await db
    .select({ contactPerson: users.contactPerson, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, actor.id));
  return { contactPerson: row?.contactPerson ?? "", email: row?.email ?? actor.email, phone: row?.phone ?? "" };
}
