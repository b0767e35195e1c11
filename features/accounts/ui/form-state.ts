import { NO_ANSWER, type FormAnswer } from "@/lib/form-answer";

/**
 * What the sign-in, registration and password forms' handlers answer (features/accounts/server/
 * actions.ts for the App Router's forms, ./forms.ts for the pages without its JavaScript), for the
 * form to render.
 */
export type FormState = FormAnswer;

export const IDLE: FormState = NO_ANSWER;

/** A student's registration, done: the sign-up page shows it with a link to sign in. */
export const STUDENT_CREATED = "Account created! It is awaiting approval by our team. You can sign in now.";
