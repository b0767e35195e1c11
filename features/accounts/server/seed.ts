import { eq } from "drizzle-orm";
import { hashPassword } from "@/features/accounts/server/password";
import { env } from "@/lib/config/env";
import { currentNoticeVersion } from "@/lib/privacy/notice";
import type { Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

export const DEMO_ACCOUNTS = [
  { email: "superadmin@demo.test", name: "Sam Superadmin", role: "superadmin" },
  { email: "admin@demo.test", name: "Alex Admin", role: "admin" },
  {
    email: "instructor@demo.test",
    name: "Maya Instructor",
    role: "instructor",
    bio: "Mindfulness teacher for children and teenagers for ten years.",
  },
  {
    email: "school@demo.test",
    name: "Riverside Primary School",
    role: "school",
    phone: "+1 555 0100",
    address: "12 River Road, Springfield",
  },
  { email: "student@demo.test", name: "Sam Student", role: "user" },
] as const;

/**
 * The demo student's classmates at the demo school (approved; not in the logins list, though they
 * sign in with the same password), so the school's Students tab has a class to show.
 */
export const DEMO_CLASSMATES = [
  { email: "noah.student@demo.test", name: "Noah Williams", role: "user" },
  { email: "aisha.student@demo.test", name: "Aisha Khan", role: "user" },
  { email: "ben.student@demo.test", name: "Ben Ortiz", role: "user" },
] as const;

/** A few pending registrations, each with what its sign-up form asks, so the approval screens have something to show. */
const PENDING = [
  {
    email: "pending.instructor@demo.test",
    name: "Priya Patel",
    role: "instructor",
    title: "Yoga and breathing coach",
    specialization: "other",
    yearsOfExperience: 8,
    teachingCredentials: "RYT-500; certificate in trauma-informed mindfulness",
    bio: "Yoga and breathing coach, certified in trauma-informed mindfulness.",
    phone: "+1 555 0111",
  },
  {
    email: "pending.instructor2@demo.test",
    name: "Tom Becker",
    role: "instructor",
    title: "Secondary school teacher",
    specialization: "history",
    yearsOfExperience: 12,
    teachingCredentials: "MBSR teacher training",
    bio: "Secondary school teacher trained in MBSR.",
    phone: "+1 555 0112",
  },
  {
    email: "pending.school@demo.test",
    name: "Hillside Academy",
    role: "school",
    phone: "+1 555 0120",
    address: "4 Hill Street, Springfield",
    schoolType: "middle",
    contactPerson: "Dana Whitfield",
    numberOfStudents: 420,
    website: "https://hillside.example.org",
  },
  { email: "pending.student@demo.test", name: "Lea Novak", role: "user" },
] as const;

const DAY_MS = 24 * 3600_000;

/**
 * How long ago the approved demo accounts joined: before the oldest demo record of any feature (a
 * school's photo of 200 days ago, a monthly gift since 65 days), so "Member since" never follows
 * a member's own history.
 */
export const DEMO_MEMBERS_SINCE_DAYS = 400;

/** The demo accounts: one approved account per role, and a few pending registrations (signed up one to four days ago). */
export async function seedDemoAccounts(tx: Tx, now: Date = new Date()): Promise<void> {
  const passwordHash = await hashPassword(env().demoPassword);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // The demo accounts are the project's own: recorded as having accepted the privacy policy when they joined.
  const accepted = (days: number) => ({ privacyNoticeVersion: currentNoticeVersion(), privacyNoticeAcceptedAt: ago(days) });
  const inserted = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        ...a,
        passwordHash,
        status: "approved" as const,
        ...accepted(DEMO_MEMBERS_SINCE_DAYS),
        createdAt: ago(DEMO_MEMBERS_SINCE_DAYS),
        updatedAt: ago(DEMO_MEMBERS_SINCE_DAYS),
      })),
    )
    .onConflictDoNothing()
    .returning();
  const school = inserted.find((u) => u.role === "school");
  const student = inserted.find((u) => u.role === "user");
  if (school && student) {
    await tx.update(users).set({ schoolId: school.id }).where(eq(users.id, student.id));
  }
  const [demoSchool] = await tx.select({ id: users.id }).from(users).where(eq(users.email, "school@demo.test"));
  await tx
    .insert(users)
    .values(
      DEMO_CLASSMATES.map((a) => ({
        ...a,
        passwordHash,
        status: "approved" as const,
        schoolId: demoSchool?.id ?? null,
        ...accepted(DEMO_MEMBERS_SINCE_DAYS),
        createdAt: ago(DEMO_MEMBERS_SINCE_DAYS),
        updatedAt: ago(DEMO_MEMBERS_SINCE_DAYS),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(users)
    .values(
      PENDING.map((a, i) => ({
        ...a,
        passwordHash,
        status: "pending" as const,
        schoolId: a.role === "user" ? (school?.id ?? null) : null,
        ...accepted(i + 1),
        createdAt: ago(i + 1),
        updatedAt: ago(i + 1),
      })),
    )
    .onConflictDoNothing();
}

/** Printed to the developer's terminal, not the log (lib/observability/log.ts would hide the e-mails): embedded mode only. */
export function logDemoLogins(): void {
  const password = env().demoPassword === "demo-password" ? "demo-password" : "the DEMO_PASSWORD you set";
  console.info(
    ["Demo logins (embedded mode), password " + password + ":", ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(10)} ${a.email}`)].join(
      "\n",
    ),
  );
}
