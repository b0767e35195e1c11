/** The accounts routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import {
  accountSettingsSchema,
  allowedTabsSchema,
  createUserSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordSchema,
} from "./schema";

/** A user as the session, profile card and user tables read it; never a password hash, token or session version. */
export const userShape = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(["user", "instructor", "school", "admin", "superadmin"]),
    status: z.string(),
    approved: z.boolean(),
    schoolId: z.string().nullable(),
    allowedTabs: z.array(z.string()),
  })
  .meta({ id: "User" });

/** The profile an update answers: an instructor's last name, a school's website and about (null for other accounts). */
export const profileShape = userShape.extend({
  lastName: z.string().nullable(),
  website: z.string().nullable(),
  about: z.string().nullable(),
});

export const settingsShape = z.object({ autoApproveStudents: z.boolean(), updatedAt: z.string().nullable() });
export const messageShape = z.object({ message: z.string() });
/** The earlier system's acknowledgement: `status: true` and what was done. */
export const doneShape = z.object({ status: z.boolean(), message: z.string() });
export const studentShape = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export const schoolShape = z.object({ _id: z.string(), schoolID: z.string(), schoolName: z.string() });
export const instructorProfileShape = z.object({ _id: z.string(), name: z.string(), bio: z.string().nullable() });

export const accountsApi: ApiOperations = {
  "POST /api/v1/user/login": {
    summary: "Sign in for a Bearer token",
    body: loginSchema,
    response: z.object({ data: z.object({ token: z.string(), user: userShape }) }),
    errors: { 429: "Too many failed sign-ins for this e-mail or from this address: see `Retry-After`." },
  },
  "POST /api/v1/user/register": {
    summary: "Create an account (user, instructor or school), awaiting approval",
    body: registrationSchema,
    errors: { 409: "An account with this e-mail exists.", 429: "Too many sign-ups from this address." },
  },
  "POST /api/v1/user/forgot-password": {
    summary: "Mail a password reset link",
    description: "Answers the same whether or not the e-mail has an account.",
    body: forgotPasswordSchema,
    response: messageShape,
    errors: { 429: "Rate limited." },
  },
  "POST /api/v1/user/reset-password/[token]": {
    summary: "Set a new password with a reset link's token",
    body: resetPasswordSchema,
    response: messageShape,
    errors: { 400: "The link is invalid or expired." },
  },
  "GET /api/v1/user/profile": { summary: "The signed-in account", response: z.object({ data: userShape }) },
  "PUT /api/v1/user/update-profile/[id]": {
    summary: "Edit a profile",
    description:
      "A key left out is kept, a key sent blank cleared. The rest of the user object (as GET profile answers it) is accepted unchanged and refused changed (422).",
    body: profileUpdateSchema,
    response: z.object({ data: profileShape }),
  },
  "POST /api/v1/user/logout": { summary: "Revoke this Bearer token" },
  "POST /api/v1/user/logout-all": { summary: "Sign out every session and token of the account" },
  "GET /api/v1/user/getAllApprovalUsers": { summary: "Approved accounts", response: z.object({ data: z.array(userShape) }) },
  "GET /api/v1/user/getAllPendingUsers": { summary: "Accounts awaiting approval", response: z.object({ data: z.array(userShape) }) },
  "PUT /api/v1/user/approve-user/[id]": { summary: "Approve an account (mailed once)" },
  "DELETE /api/v1/user/reject-user/[id]": { summary: "Reject a pending account", errors: { 409: "The account is no longer pending." } },
  "DELETE /api/v1/user/delete-user/[id]": {
    summary: "Erase an account (docs/privacy.md)",
    response: doneShape,
    errors: { 409: "The account is erased already." },
  },
  "POST /api/v1/user/create-user-by-admin": {
    summary: "Create an approved instructor, school or (superadmin) admin",
    body: createUserSchema,
  },
  "PUT /api/v1/user/[id]/allowedTabs": {
    summary: "Set an admin's allowed tabs",
    body: allowedTabsSchema,
    errors: { 409: "The admin's tabs changed since `previousTabs` were shown." },
  },
  "GET /api/v1/user/instructorProfile/[id]": {
    summary: "An instructor's public profile",
    response: z.object({ data: instructorProfileShape }),
  },
  "GET /api/v1/account-settings": { summary: "The account settings", response: z.object({ settings: settingsShape }) },
  "PUT /api/v1/account-settings": {
    summary: "Save the account settings",
    body: accountSettingsSchema,
    response: z.object({ message: z.string(), settings: settingsShape }),
  },
  "GET /api/v1/school/getAllSchool": { summary: "Approved schools (for sign-up)", response: z.object({ data: z.array(schoolShape) }) },
  "GET /api/v1/school/getAllStudent": {
    summary: "A school's students",
    query: z.object({ schoolId: z.string().optional().meta({ description: "Staff: the school; a school sees its own." }) }),
    response: z.object({ data: z.array(studentShape) }),
  },
};
