import { NO_ANSWER, type FormAnswer } from "@/lib/static-site/form-result";

/**
 * What the sign-in, registration and password forms' handlers answer (features/accounts/server/
 * actions.ts for the App Router's forms, ./forms.ts for the pages without its JavaScript), for the
 * form to render.
 */
export type FormState = FormAnswer;

export const IDLE: FormState = NO_ANSWER;
