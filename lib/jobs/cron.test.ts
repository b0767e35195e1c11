import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/cron/route";
import { outbox, scheduledJobRuns } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { callHandler, type Handler } from "@/test/api/request";
import { countRows, getDb } from "@/test/db";
import { mailbox } from "@/test/smtp";
import { enqueueMail } from "./mail";

const SECRET = "cron-secret-for-tests-0123456789";
const route = "/api/v1/cron";
const call = (headers: Record<string, string> = {}) => callHandler(GET as unknown as Handler, { method: "GET", route, headers });

let saved: string | undefined;

beforeEach(async () => {
  saved = env().cronSecret;
  env().cronSecret = SECRET;
  const db = await getDb();
  await db.delete(outbox);
  await db.delete(scheduledJobRuns);
  await db.transaction((tx) => enqueueMail(tx, { to: "cron@example.org", subject: "Waiting", text: "Waiting.", html: "<p>Waiting.</p>" }));
  mailbox.clear();
});

afterEach(() => {
  env().cronSecret = saved;
});

describe("GET /api/v1/cron", () => {
  it("runs the due jobs with the right secret: the waiting mail goes out", async () => {
    const res = await call({ authorization: `Bearer ${SECRET}` });
    expect(res.status).toBe(200);
    expect(res.body.jobs).toContainEqual({ name: "outbox.drain", ran: true });
    expect(mailbox.only("cron@example.org").subject).toBe("Waiting");
    expect(await countRows(outbox)).toBe(0);
  });

  it.each([
    ["no Authorization header", {}],
    ["a wrong secret", { authorization: "Bearer not-the-cron-secret-at-all" }],
    ["the secret as a prefix", { authorization: `Bearer ${SECRET.slice(0, -1)}` }],
    ["the secret without Bearer", { authorization: SECRET }],
  ])("answers 401 to %s and runs nothing", async (_label, headers: Record<string, string>) => {
    const res = await call(headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "A valid cron secret is required.", requestId: expect.any(String) });
    expect(await countRows(outbox)).toBe(1);
    expect(await countRows(scheduledJobRuns)).toBe(0);
    expect(mailbox.messages).toHaveLength(0);
  });

  it("does not exist (404) when CRON_SECRET is unset, whatever is sent", async () => {
    env().cronSecret = undefined;
    expect((await call()).status).toBe(404);
    expect((await call({ authorization: "Bearer " })).status).toBe(404);
    expect(await countRows(outbox)).toBe(1);
  });
});
