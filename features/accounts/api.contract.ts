/** The accounts calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { resetTokenFor } from "@/test/api/actors";
import { listOf, nothingRead, type ContractRow } from "@/test/api/contract";
import { target } from "@/test/api/matrix";
import { TEST_PASSWORD } from "@/test/db";
import { doneShape, instructorProfileShape, messageShape, schoolShape, settingsShape, studentShape, userShape } from "./api.docs";

const registration = {
  name: "Asha",
  password: "a-long-password",
  confirmPassword: "a-long-password",
  phone: "+1 555 0100",
  address: "1 Lake Road",
};

export const accountsContract: ContractRow[] = [
  {
    call: "POST /user/login",
    method: "POST",
    route: "/api/v1/user/login",
    as: "guest",
    prepare: async () => ({ body: { email: (await target({ role: "user" })).email, password: TEST_PASSWORD } }),
    reads: z.object({ data: z.object({ token: z.string().min(1), user: userShape }) }),
  },
  {
    call: "POST /user/register (student, schoolId from the school list)",
    method: "POST",
    route: "/api/v1/user/register",
    as: "guest",
    status: 201,
    prepare: async () => ({
      body: { ...registration, email: "asha@example.org", role: "user", schoolId: (await target({ role: "school" })).id },
    }),
    reads: nothingRead,
  },
  {
    call: "POST /user/register (student, the list's schoolID)",
    method: "POST",
    route: "/api/v1/user/register",
    as: "guest",
    status: 201,
    prepare: async () => ({
      body: { ...registration, email: "asha@example.org", role: "user", schoolID: (await target({ role: "school" })).id },
    }),
    reads: nothingRead,
  },
  {
    call: "POST /user/register (instructor)",
    method: "POST",
    route: "/api/v1/user/register",
    as: "guest",
    status: 201,
    prepare: () => ({ body: { ...registration, email: "ines@example.org", role: "instructor", bio: "Teaches calm" } }),
    reads: nothingRead,
  },
  {
    call: "PUT user/approve-user/{id}",
    method: "PUT",
    route: "/api/v1/user/approve-user/[id]",
    as: "admin",
    prepare: async () => ({ params: { id: (await target({ role: "instructor", status: "pending", bio: "Waiting" })).id } }),
    reads: nothingRead,
  },
  {
    call: "GET /account-settings (the superadmin's Approval Requests tab)",
    method: "GET",
    route: "/api/v1/account-settings",
    as: "superadmin",
    reads: z.object({ settings: settingsShape }),
  },
  {
    call: "PUT /account-settings { autoApproveStudents }",
    method: "PUT",
    route: "/api/v1/account-settings",
    as: "superadmin",
    prepare: () => ({ body: { autoApproveStudents: true } }),
    reads: z.object({
      message: z.string(),
      settings: settingsShape.extend({ autoApproveStudents: z.literal(true), updatedAt: z.string() }),
    }),
  },
  {
    call: "PUT user/{id}/allowedTabs",
    method: "PUT",
    route: "/api/v1/user/[id]/allowedTabs",
    as: "superadmin",
    prepare: async () => ({ params: { id: (await target({ role: "admin" })).id }, body: { allowedTabs: ["content"] } }),
    reads: nothingRead,
  },
  {
    call: "POST /user/forgot-password",
    method: "POST",
    route: "/api/v1/user/forgot-password",
    as: "guest",
    prepare: async () => ({ body: { email: (await target({ role: "user" })).email } }),
    reads: messageShape,
  },
  {
    call: "POST /user/reset-password/{token}",
    method: "POST",
    route: "/api/v1/user/reset-password/[token]",
    as: "guest",
    prepare: async () => ({
      params: { token: await resetTokenFor((await target({ role: "user" })).id) },
      body: { password: "a-new-password", confirmPassword: "a-new-password" },
    }),
    reads: messageShape,
  },
  {
    call: "PUT user/update-profile/{id}",
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    as: "user",
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() }, body: { name: "Asha", phone: "+1 555 0199", address: "2 Hill Road" } }),
    reads: z.object({ data: userShape }),
  },
  {
    // The school's profile form (spec/02 "School dashboard"): school name, address, phone, website, about.
    call: "PUT user/update-profile/{id} (the school's profile)",
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    as: "school",
    prepare: async (ctx) => ({
      params: { id: await ctx.selfId() },
      body: { name: "Riverside", phone: "+1 555 0199", address: "2 Hill Road", website: "https://riverside.example", about: "We sit." },
    }),
    reads: z.object({ data: userShape.extend({ website: z.string(), about: z.string() }) }),
  },
  {
    // The instructor's profile form (spec/02 "Instructor dashboard"): first name (name), last name.
    call: "PUT user/update-profile/{id} (the instructor's profile)",
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    as: "instructor",
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() }, body: { name: "Maya", lastName: "Okafor" } }),
    reads: z.object({ data: userShape.extend({ lastName: z.string() }) }),
  },
  {
    call: "GET user/getAllApprovalUsers",
    method: "GET",
    route: "/api/v1/user/getAllApprovalUsers",
    as: "superadmin",
    prepare: async () => (await target({ role: "instructor" }), {}),
    reads: z.object({ data: listOf(userShape) }),
  },
  {
    call: "GET user/getAllPendingUsers",
    method: "GET",
    route: "/api/v1/user/getAllPendingUsers",
    as: "admin",
    prepare: async () => (await target({ role: "school", status: "pending" }), {}),
    reads: z.object({ data: listOf(userShape) }),
  },
  {
    call: "POST user/create-user-by-admin",
    method: "POST",
    route: "/api/v1/user/create-user-by-admin",
    as: "admin",
    status: 201,
    prepare: () => ({ body: { name: "Made", email: "made@example.org", password: "a-long-password", role: "instructor" } }),
    reads: nothingRead,
  },
  { call: "GET user/profile", method: "GET", route: "/api/v1/user/profile", as: "user", reads: z.object({ data: userShape }) },
  {
    call: "DELETE user/delete-user/{id}",
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    as: "admin",
    prepare: async () => ({ params: { id: (await target({ role: "instructor" })).id } }),
    // "Not shown" in the spec; the earlier system's answer, kept now that deleting erases (features/privacy).
    reads: doneShape.extend({ status: z.literal(true), message: z.literal("User deleted successfully") }),
  },
  {
    call: "DELETE user/delete-user/{id} (a student)",
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    as: "superadmin",
    prepare: async () => ({ params: { id: (await target({ role: "user" })).id } }),
    reads: doneShape.extend({ status: z.literal(true), message: z.literal("User deleted successfully") }),
  },
  {
    call: "DELETE user/reject-user/{id}",
    method: "DELETE",
    route: "/api/v1/user/reject-user/[id]",
    as: "admin",
    prepare: async () => ({ params: { id: (await target({ role: "school", status: "pending" })).id } }),
    reads: nothingRead,
  },
  {
    call: "GET school/getAllStudent",
    method: "GET",
    route: "/api/v1/school/getAllStudent",
    as: "school",
    prepare: async (ctx) => (await target({ role: "user", schoolId: await ctx.selfId() }), {}),
    reads: z.object({ data: listOf(studentShape) }),
  },
  {
    call: "GET /school/getAllSchool",
    method: "GET",
    route: "/api/v1/school/getAllSchool",
    as: "guest",
    prepare: async () => (await target({ role: "school" }), {}),
    reads: z.object({ data: listOf(schoolShape) }),
  },
  {
    call: "GET user/instructorProfile/{id}",
    method: "GET",
    route: "/api/v1/user/instructorProfile/[id]",
    as: "user",
    prepare: async () => ({ params: { id: (await target({ role: "instructor", bio: "Teaches calm" })).id } }),
    reads: z.object({ data: instructorProfileShape }),
  },
];
