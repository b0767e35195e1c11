import type { IncomingMessage, ServerResponse } from "node:http";
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import { NO_ANSWER, type FormAnswer } from "@/lib/static-site/form-result";
import { cachedPageProps } from "@/lib/static-site/html-cache";
import { clientIp, isSameOrigin } from "@/lib/http/same-origin";
import { withAfterResponse } from "@/lib/jobs/after-response";
import type { PageTag } from "@/lib/cache/page-cache";
import { siteUrl } from "@/lib/site/seo";
import { logFor } from "@/lib/observability/log";

const log = logFor("form");

/*
 * The pages without the framework's JavaScript that hold a form (the contact, donation, sign-in,
 * sign-up and forgot-password pages) answer their own post: the form posts to the page's address,
 * getServerSideProps runs the feature's handler and the page is rendered again with the answer in
 * place (the form filled again, passwords never), or the visitor is sent on with a 303. A GET is
 * the same for every visitor, so its HTML is kept per address (lib/static-site/html-cache.ts); a post
 * is never kept and is sent `private, no-store`.
 *
 * The handlers are each feature's server/forms.ts, imported by the pages.
 */

/** A form's fields are a few KB at most; the longest (an instructor's bio, a contact message) is a few thousand characters. */
export const FORM_MAX_BYTES = 64 * 1024;

/** What a handler knows of the post besides its fields. */
export type FormRequest = { ip: string; headers: Headers };

/** A handler's outcome: the answer shown on the page, or where to send the visitor (with the cookies to set, a sign-in's session). */
export type FormOutcome = FormAnswer | { redirect: string; cookies?: string[] };

export type FormHandler = (form: FormData, request: FormRequest) => Promise<FormOutcome>;

/** The props of a post refused for its origin: the page renders the site's address to open instead of itself (pages/_app.tsx). */
export type WrongAddressProps = { wrongAddress: string };

export type FormPageOptions<Props> = {
  /** The page's path and the tag its kept copies go with (the change that expires the tag drops them). */
  source: string;
  tag: PageTag;
  /** What else the page's kept copy depends on (the running server's settings): another value, another copy. */
  variant?: () => string;
  handle: FormHandler;
  /** The page's props for an answer (NO_ANSWER on a GET). */
  props: (context: GetServerSidePropsContext, answer: FormAnswer) => Promise<Props> | Props;
};

/** The status a page's answer is sent with: 200 when done, else the handler's (429 rate limited) or 422. */
export const answerStatus = (answer: FormAnswer): number => (answer.status === "error" ? (answer.httpStatus ?? 422) : 200);

const UNEXPECTED = "Something went wrong on our side. Please try again.";

/** A refusal before the handler (not a form, too large): a short text, as an API route's. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Node's request headers as a Headers (an array value, such as several cookies, joined as Node joins it). */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/** The post's fields, read within FORM_MAX_BYTES. */
async function readForm(req: IncomingMessage, headers: Headers): Promise<FormData> {
  const type = headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Refusal(415, "Send the form as a web page does (application/x-www-form-urlencoded or multipart/form-data).");
  }
  const tooLarge = new Refusal(413, "The form is too large to be sent.");
  if (Number(headers.get("content-length") ?? 0) > FORM_MAX_BYTES) throw tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_MAX_BYTES) {
      // The rest is read and dropped, so that the refusal reaches the browser.
      req.resume();
      throw tooLarge;
    }
    chunks.push(chunk);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new Refusal(400, "The form could not be read. Please go back and send it again.");
  }
}

function sendRefusal(res: ServerResponse, refusal: Refusal): void {
  res.statusCode = refusal.status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(refusal.message);
}

/**
 * getServerSideProps of a page with a form. GET and HEAD: the page with no answer, its HTML kept
 * per address in a production build. POST: the same Origin rule as the API (a foreign page posting
 * the form would act in the visitor's browser: 403, the page then names the site's address), the
 * body read within FORM_MAX_BYTES (413; 415 when it is not a form), then the handler, whose answer
 * is rendered in place (`answerStatus`) or who sends the visitor on (303, never a 307 that would
 * post again). A handler's unexpected throw is an error on the page, never a bare 500.
 */
export function formPage<Props extends { answer: FormAnswer }>(
  options: FormPageOptions<Props>,
): GetServerSideProps<Props | WrongAddressProps> {
  const render = async (context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<Props>> => ({
    props: await options.props(context, NO_ANSWER),
  });
  const kept = cachedPageProps<Props>({ source: options.source, tag: options.tag }, render);
  const variants = new Map<string, GetServerSideProps<Props>>();
  const keptFor = (variant: string) => {
    let props = variants.get(variant);
    if (!props) {
      props = cachedPageProps<Props>({ source: `${options.source} ${variant}`, tag: options.tag }, render);
      variants.set(variant, props);
    }
    return props;
  };

  return async (context) => {
    const { req, res } = context;
    if (req.method === "GET" || req.method === "HEAD") return (options.variant ? keptFor(options.variant()) : kept)(context);
    if (req.method !== "POST") return render(context);
    res.setHeader("Cache-Control", "private, no-store");
    const headers = headersOf(req);
    if (!isSameOrigin("POST", headers)) {
      res.statusCode = 403;
      return { props: { wrongAddress: siteUrl() } };
    }
    let form: FormData;
    try {
      form = await readForm(req, headers);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      sendRefusal(res, error);
      // Next renders nothing for a response already sent.
      return { props: {} as Props };
    }
    let outcome: FormOutcome;
    try {
      // Work the handler queues (its mail) runs once this page has been sent.
      const afterSent = (task: () => Promise<void>) => void res.once("finish", () => void task());
      outcome = await withAfterResponse(afterSent, () => options.handle(form, { ip: clientIp({ headers }), headers }));
    } catch (error) {
      // The handlers answer their own failures; this is for one that slipped through.
      log.error({ form: options.source, err: error }, "unexpected error");
      outcome = { status: "error", message: UNEXPECTED, httpStatus: 500 };
    }
    if ("redirect" in outcome) {
      if (outcome.cookies?.length) res.setHeader("Set-Cookie", outcome.cookies);
      return { redirect: { destination: outcome.redirect, statusCode: 303 } };
    }
    res.statusCode = answerStatus(outcome);
    return { props: await options.props(context, outcome) };
  };
}
