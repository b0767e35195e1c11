/**
 * What the sign-in, registration and password forms' server actions answer
 * (features/accounts/server/actions.ts), for the form to render.
 */
export type FormState = {
  status: "idle" | "error" | "done";
  /** The error (status error) or the success text (status done). */
  message?: string;
  /** Messages by field name, shown under the fields. */
  fields?: Record<string, string>;
  /** What was entered, to fill the form again after an error; passwords are never sent back. */
  values?: Record<string, string>;
};

export const IDLE: FormState = { status: "idle" };

/** A student's registration, done: the form shows it without JavaScript, a toast with it. */
export const STUDENT_CREATED = "Account created! It is awaiting approval by our team. You can sign in now.";
