/**
 * The forms of the sign-up and forgot-password pages, which have no framework JavaScript and post
 * to /forms/{name} (app/forms/[form]/route.ts, lib/form-post.ts): what each answers, through the
 * route as the browser posts it (303 to the page's answer view, the answer in its cookie), the
 * Origin rule, and that nothing secret is sent back or logged. The sign-up that signs an
 * instructor in needs a browser: e2e/registration.spec.ts.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessions, users } from "@/lib/db/schema";
import { verifyPassword } from "@/features/accounts/server/password";
import { FORGOT_PASSWORD_MESSAGE } from "@/features/accounts/server/password-reset";
import type { FormAnswer } from "@/lib/form-answer";
import { ANSWER_COOKIE, openAnswer } from "@/lib/form-answer-cookie";
import { FORM_MAX_BYTES, FORM_REDIRECT_HEADER, WRONG_ADDRESS_PAGE } from "@/lib/form-post";
import { POST } from "@/app/forms/[form]/route";
import { countRows, createUser, getDb, resetDb, TEST_PASSWORD } from "@/test/db";
import { DOT_SEGMENT_ESCAPES } from "@/test/hostile-paths";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { forgotPasswordForm, loginForm, registrationForm } from "./forms";

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

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const request = { ip: "203.0.113.7" };

/** The form posted as a browser posts it, to /forms/{name}. */
function post(name: string, fields: Record<string, string>, headers: Record<string, string> = { origin: "http://localhost:3000" }) {
  const req = new NextRequest(`http://localhost:3000/forms/${name}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost:3000", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return POST(req, { params: Promise.resolve({ form: name }) });
}

/** The answer the response hands its page, read as the page reads it. */
function answerOf(response: Response, page: string) {
  const cookie = response.headers.get("set-cookie") ?? "";
  const value = new RegExp(`^${ANSWER_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return openAnswer(value, page);
}

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("registrationForm", () => {
  it("creates the pending student account and signs it in to its dashboard, as an instructor's or a school's", async () => {
    expect(await registrationForm.handle(form(student), request)).toEqual({ redirect: "/dashboard" });
    const [row] = await (await getDb()).select().from(users).where(eq(users.email, "nora.nojs@example.org"));
    expect(row).toMatchObject({ role: "user", status: "pending" });
    expect(await verifyPassword(row!.passwordHash, "a-long-password")).toBe(true);
  });

  it("answers the schema's messages by field and fills the form again, passwords left out", async () => {
    const answer = await registrationForm.handle(
      form({ ...student, name: "", email: "not-an-email", confirmPassword: "another-password" }),
      request,
    );
    expect(answer).toMatchObject({
      status: "error",
      fields: { name: "Name is required", email: "Please enter a valid email address", confirmPassword: "Passwords do not match" },
      values: { role: "user", name: "", email: "not-an-email" },
    });
    expect(JSON.stringify(answer)).not.toMatch(/a-long-password|another-password/);
    expect(await countRows(users)).toBe(0);
  });

  it("answers a refusal that belongs to no field in the alert", async () => {
    await registrationForm.handle(form(student), request);
    const again = await registrationForm.handle(form({ ...student, name: "Nora Again" }), request);
    expect(again).toMatchObject({ status: "error" });
    const { fields, message } = again as FormAnswer;
    expect(fields?.email ?? message).toBe("An account with this email already exists");
  });

  it("answers on the sign-up page of the role posted", () => {
    expect(registrationForm.page(form({ role: "user" }))).toBe("/signup/student");
    expect(registrationForm.page(form({ role: "instructor" }))).toBe("/signup/instructor");
    expect(registrationForm.page(form({ role: "school" }))).toBe("/signup/school");
    expect(registrationForm.page(form({ role: "admin" }))).toBe("/signup/student");
  });

  it("logs an unexpected failure's message, not the form", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(await getDb(), "transaction").mockRejectedValueOnce(new Error("database down"));
    expect(await registrationForm.handle(form(student), request)).toMatchObject({
      status: "error",
      message: "An error occurred during registration",
    });
    const logged = JSON.stringify(error.mock.calls);
    expect(logged).toContain("database down");
    expect(logged).not.toContain("a-long-password");
  });
});

describe("forgotPasswordForm", () => {
  it("answers the fixed text for a known and an unknown e-mail, and mails the known one", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    const done = { status: "done", message: FORGOT_PASSWORD_MESSAGE };
    expect(await forgotPasswordForm.handle(form({ email: "known@example.org" }), request)).toEqual(done);
    expect(await forgotPasswordForm.handle(form({ email: "nobody@example.org" }), request)).toEqual(done);
    await deliverOutbox();
    expect(mailbox.messages.map((m) => m.to)).toEqual([["known@example.org"]]);
  });

  it("answers a field error for a malformed e-mail", async () => {
    expect(await forgotPasswordForm.handle(form({ email: "" }), request)).toEqual({
      status: "error",
      fields: { email: "Email is required" },
      values: { email: "" },
    });
  });
});

describe("loginForm", () => {
  it("answers the schema's messages by field with the e-mail and the callbackUrl, never the password", async () => {
    expect(await loginForm.handle(form({ email: "", password: "", callbackUrl: "/videos" }), request)).toEqual({
      status: "error",
      fields: { email: "Email is required", password: "Password is required" },
      values: { email: "", callbackUrl: "/videos" },
    });
    const answer = await loginForm.handle(form({ email: "not-an-email", password: "hunter2-secret" }), request);
    expect(answer).toMatchObject({ status: "error", fields: { email: "Please enter a valid email address" } });
    expect(JSON.stringify(answer)).not.toContain("hunter2-secret");
    expect(loginForm.page(form({}))).toBe("/login");
  });

  it("answers a wrong password with the one message for every failure, keeping the e-mail", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    const answer = await loginForm.handle(form({ email: "known@example.org", password: "not-the-password" }), request);
    expect(answer).toEqual({ status: "error", message: "Invalid email or password", values: { email: "known@example.org" } });
  });
});

describe("POST /forms/{name}", () => {
  it("answers 303 to the page's answer view with the answer in a cookie only that page is sent", async () => {
    const response = await post("register", { ...student, confirmPassword: "another-password" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/signup/student?answer=1");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/; Max-Age=120; Path=\/signup\/student; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain("a-long-password");
    expect(answerOf(response, "/signup/student")).toMatchObject({ status: "error", fields: { confirmPassword: "Passwords do not match" } });
    expect(answerOf(response, "/signup/school")).toBeNull();
    expect(await countRows(users)).toBe(0);
  });

  it("creates the account once the form is right, and answers the forgot-password page too", async () => {
    const created = await post("register", student);
    expect(created.headers.get("location")).toBe("/dashboard");
    expect(await countRows(users)).toBe(1);

    const asked = await post("forgot-password", { email: "nora.nojs@example.org" });
    expect(asked.headers.get("location")).toBe("/forgot-password?answer=1");
    expect(answerOf(asked, "/forgot-password")).toEqual({ status: "done", message: FORGOT_PASSWORD_MESSAGE });
  });

  it("signs in and sends the visitor on to a safe callbackUrl, or home for one whose dot segments lead to another host", async () => {
    const user = await createUser({ role: "user", email: "known@example.org" });
    const landing = async (callbackUrl: string, headers?: Record<string, string>) => {
      const response = await post(
        "login",
        { email: user.email, password: TEST_PASSWORD, callbackUrl },
        { origin: "http://localhost:3000", ...headers },
      );
      return headers ? response.headers.get(FORM_REDIRECT_HEADER) : response.status === 303 && response.headers.get("location");
    };
    expect(await landing("/videos?q=calm")).toBe("/videos?q=calm");
    for (const url of DOT_SEGMENT_ESCAPES) {
      expect([url, await landing(url)]).toEqual([url, "/dashboard"]);
      expect([url, await landing(url, { "x-form-fetch": "1" })]).toEqual([url, "/dashboard"]);
    }
    expect(await countRows(sessions)).toBe(1 + 2 * DOT_SEGMENT_ESCAPES.length);
  });

  it.each([
    ["a foreign origin", { origin: "https://evil.example" }],
    ["another port", { origin: "http://localhost:3001" }],
    ["no Origin, the session cookie, no Sec-Fetch-Site", { cookie: "authjs.session-token=x" }],
  ])("refuses %s before doing anything, sending the browser to the page that names the site's address", async (_what, headers) => {
    await createUser({ role: "user", email: "known@example.org" });
    for (const [name, fields] of [
      ["register", student],
      ["forgot-password", { email: "known@example.org" }],
      ["login", { email: "known@example.org", password: TEST_PASSWORD }],
    ] as const) {
      for (const fetched of [{}, { "x-form-fetch": "1" }] as Record<string, string>[]) {
        const response = await post(name, fields, { ...headers, ...fetched });
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(WRONG_ADDRESS_PAGE);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    }
    expect(await countRows(sessions)).toBe(0);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
    expect(await countRows(users)).toBe(1);
  });

  it("takes a form from a page at another loopback name of the embedded site (SITE_URL http://localhost:3000)", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const response = await post("login", { email: "known@example.org", password: TEST_PASSWORD }, { origin });
      expect([origin, response.status, response.headers.get("location")]).toEqual([origin, 303, "/dashboard"]);
    }
  });

  it("answers a handler's unexpected throw as an error on the page, never a 500, and logs no field", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(registrationForm, "handle").mockRejectedValueOnce(new Error("boom"));
    const response = await post("register", student);
    expect(response.status).toBe(303);
    expect(answerOf(response, "/signup/student")).toEqual({
      status: "error",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(JSON.stringify(error.mock.calls)).toContain("boom");
    expect(JSON.stringify(error.mock.calls)).not.toContain("a-long-password");
  });

  it("answers 404 for a form that does not exist, 415 for a body that is not a form, 413 past the limit", async () => {
    expect((await post("toString", { email: "a@example.org" })).status).toBe(404);
    const json = new NextRequest("http://localhost:3000/forms/register", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify(student),
    });
    expect((await POST(json, { params: Promise.resolve({ form: "register" }) })).status).toBe(415);
    const huge = await post("register", { ...student, bio: "x".repeat(FORM_MAX_BYTES) });
    expect(huge.status).toBe(413);
    expect(await countRows(users)).toBe(0);
  });
});
