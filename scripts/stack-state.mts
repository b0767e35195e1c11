/**
 * What the running stack (scripts/stack.mts) tells its clients, in STACK_DIR/stack.json (default
 * .data/stack): its address, secrets, log and mail folders. Kept apart from the stack itself so a
 * client (the Playwright journey in e2e/stack) loads none of its servers.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export type ChatTransport = "postgres" | "pusher";

export type StackState = {
  /** The process that runs the stack (`npm run stack -- stop` signals it). */
  pid: number;
  /** nginx, the address to open. */
  url: string;
  chat: ChatTransport;
  databaseUrl: string;
  /** host:port of each instance, as nginx's $upstream_addr names them. */
  instances: string[];
  authSecret: string;
  cronSecret: string;
  /** nginx's access log, one JSON object a line. */
  accessLog: string;
  /** Every message the SMTP server received: `<n>.eml`, and `<n>.json` (envelope and subject). */
  mailDir: string;
  s3Dir: string;
  bucket: string;
  logsDir: string;
  /**
   * The stack's control address on 127.0.0.1, for a test in another process: `POST
   * {url}/services/{storage|mail|realtime}/{stop|start}` with the header `x-stack-control: {token}`.
   */
  control: { url: string; token: string };
};

export function stackDir(): string {
  return path.resolve(process.env.STACK_DIR || ".data/stack");
}

export function stackStateFile(dir = stackDir()): string {
  return path.join(dir, "stack.json");
}

export function readStackState(dir = stackDir()): StackState {
  return JSON.parse(readFileSync(stackStateFile(dir), "utf8")) as StackState;
}
