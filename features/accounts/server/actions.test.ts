/**
 * The server actions the sign-in, registration and password forms post to before their
 * JavaScript runs, or without it (features/accounts/ui/*-form.tsx): what each answers the form,
 * that the Origin rule of lib/http.ts holds for them, and that nothing secret is sent back or
 * logged. The sign-in that sets the cookie and redirects needs a browser: e2e/forms-without-js.spec.ts.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import nextConfig from "@/next.config";
import { users } from "@/lib/db/schema";
import { verifyPassword } from "@/features/accounts/server/password";
import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_TOKEN } from "@/features/accounts/server/password-reset";
import { IDLE, STUDENT_CREATED } from "@/features/accounts/ui/form-state";
import { countRows, createUser, getDb, resetDb } from "@/test/db";
import { resetTokenFor } from "@/test/api/actors";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { forgotPasswordForm, registerForm, resetPasswordForm, signInForm } from "./actions";

/** The request headers `headers()` answers inside the action (test/request-scope.ts reads them from here). */
const scope = globalThis as typeof globalThis & { __mmfRequestHeaders?: Headers };
function post(headers: Record<string, string> = { origin: "http://localhost:3000" }) {
  scope.__mmfRequestHeaders = new Headers({ host: "localhost:3000", ...headers });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  // What React adds to a server action's form: never read as a field.
  data.append("$ACTION_KEY", "k0");
  return data;
}

const student = {
  role: "user",
  name: "Nora Nojs",
  email: "Nora.Nojs@Example.org",
  password: "a-long-password",
  confirmPassword: "a-long-password",
  phone: "",
  address: "",
  schoolId: "",
  dateOfBirth: "",
};

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
  post();
});
afterEach(() => {
  scope.__mmfRequestHeaders = undefined;
  vi.restoreAllMocks();
});

describe("registerForm", () => {
  it("creates the pending account and answers the success text", async () => {
    const state = await registerForm(IDLE, form(student));
    expect(state).toEqual({ status: "done", message: STUDENT_CREATED });
    const [row] = await (await getDb()).select().from(users).where(eq(users.email, "nora.nojs@example.org"));
    expect(row).toMatchObject({ role: "user", status: "pending" });
    expect(await verifyPassword(row!.passwordHash, "a-long-password")).toBe(true);
  });

  it("answers the schema's messages by field and fills the form again, passwords left out", async () => {
    const state = await registerForm(IDLE, form({ ...student, name: "", email: "not-an-email", confirmPassword: "another-password" }));
    expect(state.status).toBe("error");
    expect(state.fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      confirmPassword: "Passwords do not match",
    });
    expect(state.message).toBeUndefined();
    expect(state.values).toMatchObject({ role: "user", name: "", email: "not-an-email" });
    expect(JSON.stringify(state)).not.toMatch(/a-long-password|another-password/);
    expect(await countRows(users)).toBe(0);
  });

  it("answers a refusal that belongs to no field in the alert", async () => {
    await registerForm(IDLE, form(student));
    const again = await registerForm(IDLE, form({ ...student, name: "Nora Again" }));
    expect(again.status).toBe("error");
    expect(again.fields?.email ?? again.message).toBe("An account with this email already exists");
    expect(JSON.stringify(again)).not.toContain("a-long-password");
  });
});

describe("forgotPasswordForm", () => {
  it("answers the fixed text for a known and an unknown e-mail, and mails the known one", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    expect(await forgotPasswordForm(IDLE, form({ email: "known@example.org" }))).toEqual({
      status: "done",
      message: FORGOT_PASSWORD_MESSAGE,
    });
    expect(await forgotPasswordForm(IDLE, form({ email: "nobody@example.org" }))).toEqual({
      status: "done",
      message: FORGOT_PASSWORD_MESSAGE,
    });
    await deliverOutbox();
    expect(mailbox.messages.map((m) => m.to)).toEqual([["known@example.org"]]);
  });

  it("answers a field error for a malformed e-mail", async () => {
    expect(await forgotPasswordForm(IDLE, form({ email: "" }))).toEqual({
      status: "error",
      fields: { email: "Email is required" },
      values: { email: "" },
    });
  });
});

describe("resetPasswordForm", () => {
  it("sets the new password with the token from the hidden field, once", async () => {
    const user = await createUser({ role: "user", email: "rita@example.org" });
    const token = await resetTokenFor(user.id);
    const fields = { token, password: "new-password-2", confirmPassword: "new-password-2" };
    expect(await resetPasswordForm(IDLE, form(fields))).toEqual({ status: "done" });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, "new-password-2")).toBe(true);

    const again = await resetPasswordForm(IDLE, form(fields));
    expect(again).toEqual({ status: "error", message: INVALID_RESET_TOKEN, values: {} });
  });

  it("answers field errors without sending the passwords back", async () => {
    const user = await createUser({ role: "user", email: "rita@example.org" });
    const token = await resetTokenFor(user.id);
    const state = await resetPasswordForm(IDLE, form({ token, password: "short", confirmPassword: "shirt" }));
    expect(state).toEqual({
      status: "error",
      fields: { password: "Password must be at least 8 characters", confirmPassword: "Passwords do not match" },
      values: {},
    });
  });
});

describe("signInForm", () => {
  it("answers the schema's messages by field, and never the password", async () => {
    expect(await signInForm(IDLE, form({ email: "", password: "" }))).toEqual({
      status: "error",
      fields: { email: "Email is required", password: "Password is required" },
      values: { email: "" },
    });
    const state = await signInForm(IDLE, form({ email: "not-an-email", password: "hunter2-secret" }));
    expect(state.fields).toEqual({ email: "Please enter a valid email address" });
    expect(JSON.stringify(state)).not.toContain("hunter2-secret");
  });
});

describe("the Origin rule of lib/http.ts", () => {
  const refused = { status: "error", message: "Cross-site requests are not allowed" };

  it.each([
    ["a foreign origin", { origin: "https://evil.example" }],
    ["another scheme", { origin: "https://localhost:3000" }],
    ["another port", { origin: "http://localhost:3001" }],
    [
      "a forwarded host without TRUST_PROXY",
      { origin: "https://mmf.example", "x-forwarded-host": "mmf.example", "x-forwarded-proto": "https" },
    ],
    ["no Origin, the session cookie, no Sec-Fetch-Site", { cookie: "authjs.session-token=x" }],
  ])("refuses %s before doing anything", async (_what, headers) => {
    post(headers);
    await createUser({ role: "user", email: "known@example.org" });
    expect(await forgotPasswordForm(IDLE, form({ email: "known@example.org" }))).toMatchObject(refused);
    expect(await registerForm(IDLE, form(student))).toMatchObject(refused);
    expect(await signInForm(IDLE, form({ email: "known@example.org", password: "whatever-password" }))).toMatchObject(refused);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
    expect(await countRows(users)).toBe(1);
  });

  it("lets through no Origin with Sec-Fetch-Site: same-origin", async () => {
    post({ cookie: "authjs.session-token=x", "sec-fetch-site": "same-origin" });
    expect(await forgotPasswordForm(IDLE, form({ email: "a@example.org" }))).toEqual({ status: "done", message: FORGOT_PASSWORD_MESSAGE });
  });
});

describe("no secret is logged", () => {
  it("next dev does not log server actions' arguments (the forms' passwords)", () => {
    expect(nextConfig.logging).toMatchObject({ serverFunctions: false });
  });

  it("an unexpected failure logs its message, not the form", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const db = await getDb();
    vi.spyOn(db, "transaction").mockRejectedValueOnce(new Error("database down"));
    const state = await registerForm(IDLE, form({ ...student, email: "other@example.org" }));
    expect(state).toMatchObject({ status: "error", message: "An error occurred during registration" });
    const logged = JSON.stringify(error.mock.calls);
    expect(logged).toContain("database down");
    expect(logged).not.toContain("a-long-password");
  });
});
