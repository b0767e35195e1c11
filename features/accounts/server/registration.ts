import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { hashPassword } from "@/features/accounts/server/password";
import { ConflictError, InvalidError } from "@/lib/errors";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { parseInput } from "@/lib/validate";
import { registrationSchema } from "@/features/accounts/schema";
import { mails } from "../mails";
import { auditUser } from "../audit";
import { SYSTEM } from "@/lib/audit/audit";
import { env } from "@/lib/config/env";
import { statusAtSignUp } from "./account-settings";
import { enqueueMail } from "@/lib/jobs/mail";
import { publicUser } from "./serialize";
import { isUniqueViolation } from "@/lib/db/errors";

export type RequestContext = { ip: string };

/**
 * Creates a student, instructor or school account. Every new account is pending until an admin
 * approves it, except a student's while a superadmin has turned on "Approve general accounts
 * automatically" (decided in the insert: ./account-settings.ts `statusAtSignUp`; audited as the
 * system's "user.autoApprove", and the approval mail sent instead of the received one). Only those
 * three roles can be chosen; anything else is refused with 422.
 */
export async function register(input: unknown, ctx: RequestContext) {
  const data = parseInput(registrationSchema, input);
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
