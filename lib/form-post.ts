import type { NextRequest } from "next/server";
import type { FormAnswer } from "@/lib/form-answer";
import { answerRedirect } from "@/lib/form-answer-cookie";
import { env } from "@/lib/env";
import { AppError, InvalidError } from "@/lib/errors";
import { loggable } from "@/lib/loggable";
import { clientIp, isSameOrigin, readBody } from "@/lib/http";

/**
 * A form that a page without the framework's JavaScript posts (lib/form-answer-cookie.ts explains
 * the round trip). Each feature exports its forms; registry/forms.ts lists them by name, and the form
 * posts to `/forms/{name}` (app/forms/[form]/route.ts).
 */
export type FormPost = {
  /** The page that shows the form and its answer (the form's own fields may choose it: the sign-up page of a role). */
  page: (form: FormData) => string;
  /** Runs the service: an answer for the page, or where to go next (a sign-up that signed the account in). */
  handle: (form: FormData, request: { ip: string }) => Promise<FormAnswer | { redirect: string }>;
};

/** The header of a post sent by the forms' script (components/site/form-script.ts), and that of the answer naming where to go next. */
export const FORM_FETCH_HEADER = "x-form-fetch";
export const FORM_REDIRECT_HEADER = "X-Form-Redirect";

/** A form's fields are a few KB at most; the longest (an instructor's bio, a contact message) is a few thousand characters. */
export const FORM_MAX_BYTES = 64 * 1024;

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * Where a post refused for its origin sends the browser: the page in the site's frame that names
 * the address to open (pages/wrong-address.tsx, answered 403), rather than a bare text. A route
 * handler renders no page, so it is a 303 to it; the forms' script, which gets that 403 back
 * from its fetch, posts the form as the browser does and the visitor lands there.
 */
export const WRONG_ADDRESS_PAGE = "/wrong-address";

/**
 * The route of every form: the same Origin rule as the sign-in (a foreign page posting a form
 * would act in the visitor's browser; refused, it leads to WRONG_ADDRESS_PAGE), the body read
 * within FORM_MAX_BYTES, then the form's handler, answered with a 303 (post, redirect, get): to
 * the page's answer view, or to where the handler sends the visitor (for the forms' script, a 200
 * naming it in X-Form-Redirect). Another refused request gets a short text and its status, never
 * a 500.
 */
export function formPostRoute(forms: Readonly<Record<string, FormPost>>) {
  return async (req: NextRequest, context: { params: Promise<{ form: string }> }): Promise<Response> => {
    const { form: name } = await context.params;
    const post = Object.hasOwn(forms, name) ? forms[name] : undefined;
    if (!post) return plain(404, "There is no such form.");
    if (!isSameOrigin("POST", req.headers)) {
      return new Response(null, { status: 303, headers: { Location: WRONG_ADDRESS_PAGE, "Cache-Control": "private, no-store" } });
    }
    let form: FormData;
    try {
      const type = req.headers.get("content-type") ?? "";
      if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
        return plain(415, "Send the form as a web page does (application/x-www-form-urlencoded or multipart/form-data).");
      }
      const body = await readBody(req, FORM_MAX_BYTES);
      form = await new Response(body, { headers: { "Content-Type": type } }).formData();
    } catch (error) {
      if (error instanceof AppError) return plain(error.status, error.message);
      return plain(400, "The form could not be read. Please go back and send it again.");
    }
    let outcome: FormAnswer | { redirect: string };
    try {
      outcome = await post.handle(form, { ip: clientIp(req) });
    } catch (error) {
      // The handlers answer their own failures; this is for one that slipped through.
      console.error(`[form ${name}] unexpected error:`, loggable(error));
      outcome = { status: "error", message: "Something went wrong on our side. Please try again." };
    }
    if ("redirect" in outcome) {
      // The forms' script posts with fetch (X-Form-Fetch), which would follow a 303 itself, and
      // cannot follow one to another site (a payment page): it is told where to go instead.
      if (req.headers.get(FORM_FETCH_HEADER) === "1") {
        return new Response(null, {
          status: 200,
          headers: { [FORM_REDIRECT_HEADER]: outcome.redirect, "Cache-Control": "private, no-store" },
        });
      }
      return new Response(null, { status: 303, headers: { Location: outcome.redirect, "Cache-Control": "private, no-store" } });
    }
    return answerRedirect(post.page(form), outcome, { secure: env().siteUrl.startsWith("https:") });
  };
}

/* Helpers for the forms' handlers, and the App Router's server actions (features/accounts/server/actions.ts). */

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
  if (error instanceof AppError) return { status: "error", message: error.message, values };
  console.error("[form] unexpected error:", loggable(error));
  return { status: "error", message: fallback, values };
}
