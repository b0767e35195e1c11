/*
 * What a form on a page without the framework's JavaScript answers, for its page to render in
 * place (lib/static-site/form-page.ts, the server's part). This module holds what the browser's
 * code may import too.
 */

/** What a form's handler answers, for its page to render. */
export type FormAnswer = {
  status: "idle" | "error" | "done";
  /** The error (status error) or the success text (status done). */
  message?: string;
  /** Messages by field name, shown under the fields. */
  fields?: Record<string, string>;
  /** What was entered, to fill the form again after an error; passwords are never sent back. */
  values?: Record<string, string>;
  /** The HTTP status of an error's page when it is not 422 (a field or rule refused): 429 when rate limited. */
  httpStatus?: number;
};

export const NO_ANSWER: FormAnswer = { status: "idle" };
