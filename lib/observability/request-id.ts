/**
 * The id that ties one request's log lines together, sent back as `X-Request-Id`. An id given by
 * the client or a load balancer in front (nginx's `$request_id`, a trace id) is kept when it is a
 * plain token, so its logs and ours share it; anything else (too long, spaces, control
 * characters that could forge a log line or a header) is replaced by a new UUID.
 */
export const REQUEST_ID_HEADER = "x-request-id";

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function saneRequestId(given: string | null | undefined): string {
  return given && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
