import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { NO_ANSWER, type FormAnswer } from "./form-answer";
import { ANSWER_COOKIE, ANSWER_MAX_BYTES, ANSWER_SECONDS, answerRedirect, openAnswer, sealAnswer, takeAnswer } from "./form-answer-cookie";

const answer: FormAnswer = { status: "error", fields: { email: "Email is required" }, values: { email: "", name: "Nora" } };

describe("sealAnswer and openAnswer", () => {
  it("opens what was sealed for the same page, before it expires", () => {
    const sealed = sealAnswer("/forgot-password", answer, 1_000);
    expect(openAnswer(sealed, "/forgot-password", 1_000 + ANSWER_SECONDS * 1000 - 1)).toEqual(answer);
  });

  it("refuses another page's answer, an expired one, a forged or altered one, and junk", () => {
    const sealed = sealAnswer("/signup/student", answer, 1_000);
    expect(openAnswer(sealed, "/signup/school", 1_000)).toBeNull();
    expect(openAnswer(sealed, "/signup/student", 1_000 + ANSWER_SECONDS * 1000)).toBeNull();
    const [payload, signature] = sealed.split(".");
    const other = sealAnswer("/signup/student", { status: "done", message: "Call 555-0100 to unlock your account" }, 1_000);
    expect(openAnswer(`${other.split(".")[0]}.${signature}`, "/signup/student", 1_000)).toBeNull();
    expect(openAnswer(`${payload}.${signature!.slice(0, -2)}AA`, "/signup/student", 1_000)).toBeNull();
    for (const junk of [undefined, "", "abc", "a.b.c", `${payload}.`]) expect(openAnswer(junk, "/signup/student", 1_000)).toBeNull();
  });

  it("keeps the cookie within a browser's limit by leaving out the longest values, never the messages", () => {
    const long: FormAnswer = {
      status: "error",
      fields: { name: "Name is required" },
      values: { bio: randomText(6000), teachingCredentials: "q".repeat(500), email: "nora@example.org" },
    };
    const sealed = sealAnswer("/signup/instructor", long, 1_000);
    expect(sealed.length).toBeLessThanOrEqual(ANSWER_MAX_BYTES);
    const opened = openAnswer(sealed, "/signup/instructor", 1_000);
    expect(opened?.fields).toEqual(long.fields);
    expect(opened?.values).toEqual({ teachingCredentials: "q".repeat(500), email: "nora@example.org" });
  });
});

/** Text that does not compress (a long answer a person typed compresses less than repeated letters). */
function randomText(length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) text += String.fromCharCode(97 + Math.floor(Math.random() * 26));
  return text;
}

describe("answerRedirect", () => {
  it("is a 303 to the answer view with the cookie, Secure on an https site", () => {
    const response = answerRedirect("/forgot-password", answer, { secure: true });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/forgot-password?answer=1");
    expect(response.headers.get("set-cookie")).toMatch(
      new RegExp(`^${ANSWER_COOKIE}=[\\w-]+\\.[\\w-]+; Max-Age=${ANSWER_SECONDS}; Path=/forgot-password; HttpOnly; SameSite=Lax; Secure$`),
    );
  });
});

describe("takeAnswer", () => {
  function page(url: string, cookie?: string) {
    const headers: Record<string, string | number | readonly string[]> = {};
    const req = { cookies: cookie === undefined ? {} : { [ANSWER_COOKIE]: cookie } } as unknown as IncomingMessage;
    const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) } as unknown as ServerResponse;
    const query = Object.fromEntries(new URL(url, "http://site.invalid").searchParams);
    return { context: { req, res, query }, headers };
  }

  it("leaves the plain page alone: no answer, its public Cache-Control untouched, no cookie", () => {
    const { context, headers } = page("/forgot-password", sealAnswer("/forgot-password", answer));
    expect(takeAnswer(context, "/forgot-password")).toBe(NO_ANSWER);
    expect(headers).toEqual({});
  });

  it("reads the answer view's cookie once: private, and the cookie cleared", () => {
    const { context, headers } = page("/forgot-password?answer=1", sealAnswer("/forgot-password", answer));
    expect(takeAnswer(context, "/forgot-password")).toEqual(answer);
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["set-cookie"]).toBe(`${ANSWER_COOKIE}=; Max-Age=0; Path=/forgot-password; HttpOnly; SameSite=Lax`);
  });

  it("shows the plain form on an answer view without a valid cookie, still private", () => {
    for (const cookie of [undefined, "forged.value", sealAnswer("/signup/student", answer)]) {
      const { context, headers } = page("/forgot-password?answer=1", cookie);
      expect(takeAnswer(context, "/forgot-password")).toBe(NO_ANSWER);
      expect(headers["cache-control"]).toBe("private, no-store");
    }
  });
});
