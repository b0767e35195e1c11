/**
 * The helpers of the forms' handlers (lib/static-site/form-fields.ts): what a failure shows, and that a password
 * is never sent back. The post itself: lib/static-site/form-page.test.ts.
 */
import { describe, expect, it } from "vitest";
import { ConflictError, InvalidError, RateLimitedError } from "@/lib/errors";
import { failure, refill, textFields } from "./form-fields";
import { captureLogs } from "@/test/logs";

const entered = { email: "nora@example.org", password: "hunter2-secret", confirmPassword: "hunter2-secret" };

describe("the forms' helpers", () => {
  it("take the named text fields only, and send back everything but the passwords", () => {
    const form = new FormData();
    form.append("email", "nora@example.org");
    form.append("file", new Blob(["x"]), "x.txt");
    expect(textFields(form, ["email", "file", "missing"])).toEqual({ email: "nora@example.org" });
    expect(refill(entered)).toEqual({ email: "nora@example.org" });
  });

  it("answer field messages under their fields (422), a rate limit's in the alert (429), another refusal in the alert", () => {
    expect(failure(new InvalidError("Invalid", { email: "Bad e-mail", other: "not in the form" }), entered, "Failed")).toEqual({
      status: "error",
      fields: { email: "Bad e-mail" },
      values: { email: "nora@example.org" },
    });
    expect(failure(new RateLimitedError("Too many", 60), entered, "Failed")).toEqual({
      status: "error",
      message: "Too many",
      values: { email: "nora@example.org" },
      httpStatus: 429,
    });
    expect(failure(new ConflictError("Taken"), entered, "Failed")).toEqual({
      status: "error",
      message: "Taken",
      values: { email: "nora@example.org" },
    });
  });

  it("answer an unexpected error with the fallback (500), logging its message, never the fields", () => {
    const logs = captureLogs();
    expect(failure(new Error("boom"), entered, "Failed")).toEqual({
      status: "error",
      message: "Failed",
      values: { email: "nora@example.org" },
      httpStatus: 500,
    });
    expect(logs.text()).toContain("boom");
    expect(logs.text()).not.toContain("hunter2-secret");
  });
});
