import { and, eq, sql } from "drizzle-orm";
import { currentNoticeVersion } from "@/lib/privacy/notice";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { hashPassword } from "@/features/accounts/server/password";
import { ConflictError, InvalidError } from "@/lib/errors";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { isPlainObject, parseInput } from "@/lib/validate";
import { registrationSchema, type Registration } from "@/features/accounts/schema";
import { mails } from "../mails";
import { auditUser } from "../audit";
import { SYSTEM } from "@/lib/audit/audit";
import { env } from "@/lib/config/env";
import { statusAtSignUp } from "./account-settings";
import { enqueueMail } from "@/lib/jobs/mail";
import { publicUser } from "./serialize";
import { isUniqueViolation } from "@/lib/db/errors";

export type RequestContext = {
  ip: string;
  /** The sign-up forms, which show the privacy notice's checkbox, require it ticked; the API records it when sent. */
  noticeRequired?: boolean;
};

export const NOTICE_REQUIRED = "Please confirm that you have read the privacy policy";

/**
 * Creates a student, instructor or school account. Every new account is pending until an admin
 * approves it, except a student's while a superadmin has turned on "Approve general accounts
 * automatically" (decided in the insert: ./account-settings.ts `statusAtSignUp`; audited as the
 * system's "user.autoApprove", and the approval mail sent instead of the received one). Only those
 * three roles can be chosen; anything else is refused with 422. The privacy notice's current
 * version is recorded with the time when the person accepted it (`privacyNoticeAccepted`).
 */
export async function register(input: unknown, ctx: RequestContext) {
  let data: Registration;
  try {
    data = parseInput(registrationSchema, input);
  } catch (error) {
    // The box's message too, with the other fields' ones, so the form is put right in one go.
    const ticked = isPlainObject(input) && ["on", "true", true].includes(input.privacyNoticeAccepted as string | boolean);
    if (ctx.noticeRequired && !ticked && error instanceof InvalidError) {
      throw new InvalidError(error.message, { ...error.fields, privacyNoticeAccepted: NOTICE_REQUIRED });
    }
    throw error;
  }
  if (ctx.noticeRequired && data.privacyNoticeAccepted !== true) {
    throw new InvalidError(NOTICE_REQUIRED, { privacyNoticeAccepted: NOTICE_REQUIRED });
  }
  const noticeVersion = data.privacyNoticeAccepted === true ? currentNoticeVersion() : null;
  const db = await getDb();
  const schoolId = data.role === "user" ? (data.schoolId ?? data.schoolID) : undefined;
  if (schoolId) {
    const [school] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, schoolId), eq(users.role, "school"), eq(users.status, "approved")));
    if (!school) throw new InvalidError("Please choose a school from the list", { schoolId: "Please choose a school from the list" });
  }
  // Counted once the request is valid: a refused one spends none of the address's budget.
  await consume(db, limits.registration(ctx.ip, env().registrationsPerHour), "Too many registrations from your network");

  const passwordHash = await hashPassword(data.password);
  const isInstructor = data.role === "instructor";
  const isSchool = data.role === "school";
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: data.name,
          email: data.email,
          passwordHash,
          role: data.role,
          status: statusAtSignUp(data.role),
          phone: data.phone ?? null,
          address: data.address ?? null,
          schoolId: schoolId ?? null,
          dateOfBirth: data.role === "user" ? (data.dateOfBirth ?? null) : null,
          bio: isInstructor ? (data.bio ?? null) : null,
          title: isInstructor ? (data.professionalTitle ?? null) : null,
          specialization: isInstructor ? (data.subjectExpertise ?? null) : null,
          yearsOfExperience: isInstructor ? (data.yearsOfExperience ?? null) : null,
          teachingCredentials: isInstructor ? (data.teachingCredentials ?? null) : null,
          schoolType: isSchool ? (data.schoolType ?? null) : null,
          contactPerson: isSchool ? (data.contactPerson ?? null) : null,
          numberOfStudents: isSchool ? (data.numberOfStudents ?? null) : null,
          website: isSchool ? (data.website ?? null) : null,
          privacyNoticeVersion: noticeVersion,
          privacyNoticeAcceptedAt: noticeVersion ? sql`now()` : null,
        })
        .returning();
      if (!created) throw new Error("insert returned no row");
      if (created.status === "approved") {
        await auditUser(tx, SYSTEM, "user.autoApprove", created.id, { email: created.email, role: created.role });
        await enqueueMail(tx, mails.accountApproved(created.email, created.name, `${env().siteUrl}/login`));
      } else {
        await enqueueMail(tx, mails.registrationReceived(created.email, created.name));
      }
      return created;
    });
    return publicUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("An account with this email already exists");
    throw error;
  }
}
