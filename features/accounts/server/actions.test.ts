/**
 * The server action the reset-password form posts to before its JavaScript runs, or without it
 * (features/accounts/ui/reset-password-form.tsx): what each answers the form,
 * that the Origin rule of lib/http/index.ts holds for them, and that nothing secret is sent back or
 * logged. The sign-in that sets the cookie and redirects needs a browser: e2e/forms-without-js.spec.ts.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import nextConfig from "@/next.config";
import { users } from "@/lib/db/schema";
import { verifyPassword } from "@/features/accounts/server/password";
import { INVALID_RESET_TOKEN } from "@/features/accounts/server/password-reset";
import { IDLE } from "@/features/accounts/ui/form-state";
import { createUser, getDb, resetDb } from "@/test/db";
import { resetTokenFor } from "@/test/api/actors";
import { resetPasswordForm } from "./actions";

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

beforeEach(async () => {
  await resetDb();
  post();
});
afterEach(() => {
  scope.__mmfRequestHeaders = undefined;
  vi.restoreAllMocks();
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

describe("the Origin rule of lib/http/index.ts", () => {
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
    const user = await createUser({ role: "user", email: "rita@example.org" });
    const token = await resetTokenFor(user.id);
    expect(await resetPasswordForm(IDLE, form({ token, password: "new-password-2", confirmPassword: "new-password-2" }))).toMatchObject(
      refused,
    );
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, "new-password-2")).toBe(false);
  });

  it("lets through no Origin with Sec-Fetch-Site: same-origin", async () => {
    post({ cookie: "authjs.session-token=x", "sec-fetch-site": "same-origin" });
    expect(await resetPasswordForm(IDLE, form({ token: "x", password: "short", confirmPassword: "short" }))).toMatchObject({
      fields: { password: "Password must be at least 8 characters" },
    });
  });
});

describe("no secret is logged", () => {
  it("next dev does not log server actions' arguments (the forms' passwords)", () => {
    expect(nextConfig.logging).toMatchObject({ serverFunctions: false });
  });
});
