import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { REQUEST_ID_HEADER, saneRequestId } from "./request-id";

type RequestStart = { request: IncomingMessage; response: ServerResponse };

const CHANNEL = "http.server.request.start";
const holder = globalThis as typeof globalThis & { __mmfRequestIds?: boolean };

/**
 * Gives every request this process serves (pages, files, the API) a request id before Next
 * reads it: the client's or balancer's `X-Request-Id` when it is a plain token, else a new one,
 * set on the request (where `apiRoute` finds it for its log lines and error answers) and on the
 * response. Node announces each request on the `http.server.request.start` diagnostics channel
 * before any listener sees it, so no proxy runs for the public pages and nothing is patched.
 * Started by instrumentation-node.ts (the function returned stops it, for tests); on a serverless host (no server of ours) `apiRoute` makes
 * the id itself.
 */
export function tagRequests(): () => void {
  if (holder.__mmfRequestIds) return () => {};
  holder.__mmfRequestIds = true;
  const tag = (message: unknown) => {
    const { request, response } = message as RequestStart;
    const given = request.headers[REQUEST_ID_HEADER];
    const id = saneRequestId(typeof given === "string" ? given : undefined);
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader("X-Request-Id", id);
  };
  subscribe(CHANNEL, tag);
  return () => {
    unsubscribe(CHANNEL, tag);
    holder.__mmfRequestIds = false;
  };
}
