import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { readStackState, type StackState } from "../../scripts/stack-state.mts";

/** The running stack (scripts/stack.mts wrote it), read again each time: a restart changes its chat. */
export function stack(): StackState {
  return readStackState();
}

/** The header nginx writes into its access log's `trace` field: how a step finds its own requests. */
export const TRACE_HEADER = "x-stack-trace";

/** A trace no other run of the journey uses. */
export const traceId = (step: string) => `${step}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export type AccessLogEntry = {
  time: string;
  method: string;
  uri: string;
  status: number;
  upstream: string;
  trace: string;
  seconds: number;
};

/** nginx's access log, one JSON object a line (scripts/stack.mts, `log_format upstream`). */
export function accessLog(): AccessLogEntry[] {
  return readFileSync(stack().accessLog, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as AccessLogEntry);
}

/** The requests of `trace`, as nginx logged them (a request is logged when its answer ends). */
export function requestsOf(trace: string, filter: (entry: AccessLogEntry) => boolean = () => true): AccessLogEntry[] {
  return accessLog().filter((entry) => entry.trace === trace && filter(entry));
}

/** Waits until the requests of `trace` (those `filter` keeps) were served by every instance of the stack, and answers them. */
export async function expectBothServed(trace: string, filter?: (entry: AccessLogEntry) => boolean): Promise<AccessLogEntry[]> {
  const { instances } = stack();
  await expect
    .poll(() => [...new Set(requestsOf(trace, filter).map((entry) => entry.upstream))].sort(), {
      message: `instances that served the requests of ${trace}`,
    })
    .toEqual([...instances].sort());
  return requestsOf(trace, filter);
}

/**
 * One request through the balancer, so that the next goes to the other instance: a page load
 * makes a fixed number of requests, and when that number is even, loading it again would land on
 * the same instance every time.
 */
export async function shiftBalancer(page: Page): Promise<void> {
  await page.request.get("/robots.txt");
}

/** One query against the stack's database. */
export async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack().databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export type CapturedMail = { to: string[]; from: string; subject: string; receivedAt: string; file: string };

/** The messages the stack's SMTP server kept (a `.json` summary beside each `.eml`). */
export function capturedMail(): CapturedMail[] {
  const dir = stack().mailDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as CapturedMail);
}

/** Stops or starts one of the stack's services (its control server: scripts/stack.mts). */
export async function controlService(name: "storage" | "mail" | "realtime", action: "stop" | "start"): Promise<void> {
  const { control } = stack();
  const response = await fetch(`${control.url}/services/${name}/${action}`, {
    method: "POST",
    headers: { "x-stack-control": control.token },
  });
  if (response.status !== 204) throw new Error(`${action} ${name}: ${response.status} ${await response.text()}`);
}
