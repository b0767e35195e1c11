/*
 * Forms on pages without the framework's JavaScript (issue 17) answer through a cookie and the
 * page's `?answer` view: lib/form-answer-cookie.ts (the server's part) explains the round trip.
 * This module holds what the browser's code may import too.
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
};

export const NO_ANSWER: FormAnswer = { status: "idle" };

/** The query parameter of a page's view with an answer: where a post is redirected to. */
export const ANSWER_PARAM = "answer";

/** Where a form of a page without the framework's JavaScript posts (app/forms/[form]/route.ts; registry/forms.ts names them). */
export const formAction = (name: string): string => `/forms/${name}`;
