// No "server-only" import: the Pages Router's form pages import it (getServerSideProps), and that
// package throws there. It is never bundled for the browser (node:crypto, node:zlib).
import { createHmac, timingSafeEqual } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { GetServerSideProps } from "next";
import { z } from "zod";
import { ANSWER_PARAM, NO_ANSWER, type FormAnswer } from "./form-answer";
import { authSecret } from "./secrets";

/*
 * Forms on pages without the framework's JavaScript (issue 17): post, redirect, get.
 *
 * The form posts to a route handler (app/forms/[form]/route.ts), which runs the feature's service
 * and answers 303 to the form's page with `?answer`, handing the answer over in a cookie that only
 * that page is sent (its Path), that lasts two minutes and that the page clears as it reads it.
 * The plain page holds nothing personal and stays cacheable by a CDN; the `?answer` view is
 * rendered per request and sent `private, no-store`. Nothing entered travels in a URL, and a
 * password is never put in the cookie (the handlers leave them out of `values`).
 *
 * The cookie is signed (HMAC-SHA256 with a key derived from AUTH_SECRET) and names its page and
 * its expiry, so a cookie set by anything else (a sibling subdomain) or for another page is ignored.
 */

export const ANSWER_COOKIE = "mmf-form-answer";
export const ANSWER_SECONDS = 120;
/** Browsers keep a cookie of up to 4,096 bytes with its name and attributes; the answer stays below. */
export const ANSWER_MAX_BYTES = 3_600;

const answerShape = z.strictObject({
  status: z.enum(["idle", "error", "done"]),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  values: z.record(z.string(), z.string()).optional(),
});
const sealedShape = z.strictObject({ page: z.string(), expires: z.number(), answer: answerShape });

let derivedKey: Buffer | undefined;
/** The signing key, derived from AUTH_SECRET once per process (the embedded mode reads it from a file). */
const key = (): Buffer => (derivedKey ??= createHmac("sha256", authSecret()).update("mmf form answer").digest());
const sign = (payload: string): string => createHmac("sha256", key()).update(payload).digest("base64url");

function seal(page: string, answer: FormAnswer, now: number): string {
  const payload = deflateRawSync(JSON.stringify({ page, expires: now + ANSWER_SECONDS * 1000, answer })).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/**
 * The cookie's value for `answer` on `page`. Past ANSWER_MAX_BYTES (a long text entered), the
 * longest values are left out until it fits: the messages always arrive, and only that field has
 * to be filled in again.
 */
export function sealAnswer(page: string, answer: FormAnswer, now: number = Date.now()): string {
  let sealed = seal(page, answer, now);
  const values = { ...answer.values };
  while (sealed.length > ANSWER_MAX_BYTES) {
    const longest = Object.keys(values).sort((a, b) => (values[b]?.length ?? 0) - (values[a]?.length ?? 0))[0];
    if (longest === undefined) break;
    delete values[longest];
    sealed = seal(page, { ...answer, values }, now);
  }
  return sealed;
}

/** The answer a cookie's value holds for `page`; null when it is not ours, is for another page, has expired or is malformed. */
export function openAnswer(value: string | undefined, page: string, now: number = Date.now()): FormAnswer | null {
  const [payload, signature, ...rest] = (value ?? "").split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const sealed = sealedShape.safeParse(JSON.parse(inflateRawSync(Buffer.from(payload, "base64url")).toString("utf8")));
    if (!sealed.success || sealed.data.page !== page || sealed.data.expires <= now) return null;
    return sealed.data.answer;
  } catch {
    return null;
  }
}

const cookieAttributes = (page: string, secure: boolean) => `Path=${page}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/**
 * Where a form's answer is shown: the page's answer view. With a value: next.config's rewrite to
 * the view's twin (lib/static-html.mts) matches a query by its value, and an empty one counts as none.
 */
export const answerUrl = (page: string): string => `${page}?${ANSWER_PARAM}=1`;

/** The response to a form post: 303 to the page's answer view, with the answer in its cookie. */
export function answerRedirect(page: string, answer: FormAnswer, { secure }: { secure: boolean }): Response {
  const headers = new Headers({ Location: answerUrl(page), "Cache-Control": "private, no-store" });
  headers.append(
    "Set-Cookie",
    `${ANSWER_COOKIE}=${sealAnswer(page, answer)}; Max-Age=${ANSWER_SECONDS}; ${cookieAttributes(page, secure)}`,
  );
  return new Response(null, { status: 303, headers });
}

/**
 * For a form page's getServerSideProps: on its answer view, the answer of the post that led here
 * (NO_ANSWER when there is none, or it was already shown), read once (the cookie is cleared) and
 * sent `private, no-store`. The plain page is left to its public Cache-Control (lib/page-cache.ts).
 */
export function takeAnswer(
  {
    req,
    res,
    query,
  }: { req: IncomingMessage & { cookies?: Partial<Record<string, string>> }; res: ServerResponse; query: Record<string, unknown> },
  page: string,
): FormAnswer {
  if (!(ANSWER_PARAM in query)) return NO_ANSWER;
  res.setHeader("Cache-Control", "private, no-store");
  const value = req.cookies?.[ANSWER_COOKIE];
  if (value === undefined) return NO_ANSWER;
  res.setHeader("Set-Cookie", `${ANSWER_COOKIE}=; Max-Age=0; ${cookieAttributes(page, false)}`);
  return openAnswer(value, page) ?? NO_ANSWER;
}

/** A form page's getServerSideProps: its answer (NO_ANSWER on the plain page), as `answer`. */
export function answerProps(page: string): GetServerSideProps<{ answer: FormAnswer }> {
  return async (context) => ({ props: { answer: takeAnswer(context, page) } });
}
