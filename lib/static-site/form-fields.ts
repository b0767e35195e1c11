import { AppError, InvalidError } from "@/lib/errors";
import type { FormAnswer } from "@/lib/static-site/form-result";
import { logFor } from "@/lib/observability/log";

const log = logFor("form");

/*
 * Helpers for the handlers of the forms of pages without the framework's JavaScript
 * (lib/static-site/form-page.ts), and the App Router's server actions (features/accounts/server/actions.ts).
 */
const SECRET_FIELDS = new Set(["password", "confirmPassword"]);

/** The form's text fields by name (files, and React's own `$ACTION_…` fields of a server action, left out). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/** What the form gets back to fill itself again: everything but the passwords. */
export function refill(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELDS.has(name)));
}

/** A failure as the form shows it: field messages under their fields, anything else in the alert. */
export function failure(error: unknown, entered: Record<string, string>, fallback: string): FormAnswer {
  const values = refill(entered);
  if (error instanceof InvalidError) {
    const fields = Object.fromEntries(Object.entries(error.fields).filter(([name]) => name in entered));
    if (Object.keys(fields).length > 0) return { status: "error", fields, values };
  }
  if (error instanceof AppError) {
    return { status: "error", message: error.message, values, ...(error.status === 429 ? { httpStatus: 429 } : {}) };
  }
  log.error({ err: error }, "unexpected error");
  return { status: "error", message: fallback, values, httpStatus: 500 };
}
