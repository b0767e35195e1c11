/**
 * The forms of the sign-in, sign-up and forgot-password pages, which have no framework JavaScript
 * and answer their own post (lib/static-site/form-page.ts, whose test covers the post itself):
 * what each handler answers, that a sign-in sets a session cookie Auth.js's own handlers read as
 * theirs, and that nothing secret is sent back. In a browser: e2e/forms-without-js.spec.ts.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessions, users } from "@/lib/db/schema";
import { handlers } from "@/features/accounts/server/auth";
import { verifyPassword } from "@/features/accounts/server/password";
import { FORGOT_PASSWORD_MESSAGE } from "@/features/accounts/server/password-reset";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/session/auth.config";
import type { FormOutcome } from "@/lib/static-site/form-page";
import { countRows, createUser, getDb, resetDb, TEST_PASSWORD } from "@/test/db";
import { DOT_SEGMENT_ESCAPES } from "@/test/hostile-paths";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { PRIVACY_NOTICE_VERSION } from "@/content/privacy-notice";
import { handleForgotPasswordForm, handleLoginForm, handleRegistrationForm } from "./forms";
import { NOTICE_REQUIRED } from "./registration";
import { sessionCookieName } from "./session-cookie";

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
  privacyNoticeAccepted: "on",
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const request = { ip: "203.0.113.7", headers: new Headers({ "user-agent": "test-agent" }) };

/** The session Auth.js's own handler (`GET /api/auth/session`, what the site script reads) finds for a Set-Cookie header. */
async function sessionFor(setCookie: string) {
  const cookie = setCookie.split(";")[0]!;
  const response = await handlers.GET(new NextRequest("http://localhost:3000/api/auth/session", { headers: { cookie } }));
  return (await response.json()) as { user?: { id: string; email: string; role: string } } | null;
}

const cookieOf = (outcome: FormOutcome) => ("redirect" in outcome ? (outcome.cookies?.[0] ?? "") : "");

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("handleRegistrationForm", () => {
  it("creates the pending account and signs it in to its dashboard with Auth.js's session cookie", async () => {
    const outcome = await handleRegistrationForm(form(student), request);
    expect(outcome).toMatchObject({ redirect: "/dashboard" });
    const [user] = await (await getDb()).select().from(users);
    expect(user).toMatchObject({ email: "nora.nojs@example.org", status: "pending" });
    expect(await verifyPassword(user!.passwordHash, "a-long-password")).toBe(true);
    const [session] = await (await getDb()).select().from(sessions);
    expect(session).toMatchObject({ userId: user!.id, kind: "cookie" });
    expect(await sessionFor(cookieOf(outcome))).toMatchObject({ user: { id: user!.id, email: "nora.nojs@example.org", role: "user" } });
  });

  it("answers the schema's messages by field and fills the form again, passwords left out", async () => {
    const outcome = await handleRegistrationForm(form({ ...student, email: "not-an-email", confirmPassword: "another-password" }), request);
    expect(outcome).toMatchObject({
      status: "error",
      fields: { email: "Please enter a valid email address", confirmPassword: "Passwords do not match" },
      values: { name: "Nora Nojs", email: "not-an-email" },
    });
    expect(JSON.stringify(outcome)).not.toContain("a-long-password");
    expect(await countRows(users)).toBe(0);
  });

  it("records the privacy policy's version accepted with its box, and refuses the form without it", async () => {
    const unticked: Record<string, string> = { ...student };
    delete unticked.privacyNoticeAccepted;
    expect(await handleRegistrationForm(form(unticked), request)).toMatchObject({
      status: "error",
      fields: { privacyNoticeAccepted: NOTICE_REQUIRED },
      values: { name: "Nora Nojs" },
    });
    expect(await countRows(users)).toBe(0);
    await handleRegistrationForm(form(student), request);
    const [user] = await (await getDb()).select().from(users);
    expect(user).toMatchObject({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION, privacyNoticeAcceptedAt: expect.any(Date) });
  });

  it("answers a refusal that belongs to no field in the alert", async () => {
    await createUser({ role: "user", email: "nora.nojs@example.org" });
    const outcome = await handleRegistrationForm(form(student), request);
    expect(outcome).toMatchObject({ status: "error", values: { email: "Nora.Nojs@Example.org" } });
    expect("redirect" in outcome).toBe(false);
  });
});

describe("handleForgotPasswordForm", () => {
  it("answers the fixed text for a known and an unknown e-mail, and mails the known one", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    for (const email of ["known@example.org", "unknown@example.org"]) {
      expect(await handleForgotPasswordForm(form({ email }), request)).toEqual({ status: "done", message: FORGOT_PASSWORD_MESSAGE });
    }
    await deliverOutbox();
    expect(mailbox.messages.map((m) => m.to)).toEqual([["known@example.org"]]);
  });

  it("answers a field error for a malformed e-mail", async () => {
    expect(await handleForgotPasswordForm(form({ email: "nope" }), request)).toMatchObject({
      status: "error",
      fields: { email: "Please enter a valid email address" },
    });
  });
});

describe("handleLoginForm", () => {
  it("answers the schema's messages by field with the e-mail and the callbackUrl, never the password", async () => {
    expect(await handleLoginForm(form({ email: "", password: "", callbackUrl: "/videos" }), request)).toEqual({
      status: "error",
      fields: { email: "Email is required", password: "Password is required" },
      values: { email: "", callbackUrl: "/videos" },
    });
    const answer = await handleLoginForm(form({ email: "not-an-email", password: "hunter2-secret" }), request);
    expect(answer).toMatchObject({ status: "error", fields: { email: "Please enter a valid email address" } });
    expect(JSON.stringify(answer)).not.toContain("hunter2-secret");
  });

  it("answers a wrong password with the one message for every failure, keeping the e-mail, and 429 once locked out", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    const wrong = () => handleLoginForm(form({ email: "known@example.org", password: "not-the-password" }), request);
    expect(await wrong()).toEqual({ status: "error", message: "Invalid email or password", values: { email: "known@example.org" } });
    for (let i = 0; i < 4; i++) await wrong();
    expect(await wrong()).toMatchObject({ status: "error", httpStatus: 429, values: { email: "known@example.org" } });
    expect(await countRows(sessions)).toBe(0);
  });

  it("signs in with a cookie Auth.js reads as its own, and sends the visitor on to a safe callbackUrl or home", async () => {
    const user = await createUser({ role: "admin", email: "known@example.org" });
    const signIn = (callbackUrl: string) =>
      handleLoginForm(form({ email: "Known@Example.org", password: TEST_PASSWORD, callbackUrl }), request);
    const outcome = await signIn("/admin?tab=approval-requests");
    expect(outcome).toMatchObject({ redirect: "/admin?tab=approval-requests" });
    const cookie = cookieOf(outcome);
    expect(cookie).toMatch(new RegExp(`^${sessionCookieName(false)}=[^;]+; Path=/; Expires=[^;]+; HttpOnly; SameSite=Lax$`));
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.abs(expires - Date.now() - SESSION_MAX_AGE_SECONDS * 1000)).toBeLessThan(60_000);
    expect(await sessionFor(cookie)).toMatchObject({ user: { id: user.id, role: "admin" } });
    const [session] = await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session).toMatchObject({ kind: "cookie", userAgent: "test-agent" });

    for (const url of DOT_SEGMENT_ESCAPES) expect([url, await signIn(url)]).toMatchObject([url, { redirect: "/admin" }]);
  });

  it("sets a cookie that Auth.js refuses once the session is revoked, and one it never reads under another secret's name", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    const cookie = cookieOf(await handleLoginForm(form({ email: "known@example.org", password: TEST_PASSWORD }), request));
    await (await getDb()).update(sessions).set({ revokedAt: new Date() });
    expect(await sessionFor(cookie)).toBeNull();
    expect(await sessionFor(cookie.replace(sessionCookieName(false), sessionCookieName(true)))).toBeNull();
  });
});
