import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { withRequestId } from "./context";
import { createLogger, logLevel, scrub } from "./log";

/** A logger at every level whose lines are kept, parsed. */
function capturing() {
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(destination, "trace");
  return { logger, text: () => raw.join(""), lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const PASSWORD = "hunter2-secret-pw";
const EMAIL = "nora.personal@example.org";
const CARD = "4242 4242 4242 4242";
const IBAN = "DE89 3704 0044 0532 0130 00";
const ACCOUNT = "000123456789";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub3JhIn0.c2lnbmF0dXJlLXNpZw";
const RESET_TOKEN = "b6f0c1d2e3f4a5b6c7d8e9f0reset";
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA";
const SECRETS = [PASSWORD, EMAIL, "4242", "DE89", "3704", ACCOUNT, JWT, RESET_TOKEN, HASH, "c2VjcmV0"];

describe("the logger", () => {
  it("writes JSON lines with the level's name, an ISO time and the request's id", () => {
    const { logger, lines } = capturing();
    withRequestId("req-123", () => logger.info({ route: "/api/v1/video" }, "served"));
    logger.warn("outside a request");
    const [inside, outside] = lines();
    expect(inside).toMatchObject({ level: "info", msg: "served", requestId: "req-123", route: "/api/v1/video" });
    expect(new Date(inside!.time as string).toISOString()).toBe(inside!.time);
    expect(outside).toMatchObject({ level: "warn", msg: "outside a request" });
    expect(outside).not.toHaveProperty("requestId");
  });

  it("prints no password, token, e-mail, card or bank number of a logged error, its fields or its message", () => {
    const { logger, text, lines } = capturing();
    const error = Object.assign(new Error(`charging ${EMAIL} with card ${CARD} failed; refund to ${IBAN} with ${JWT} and ${HASH}`), {
      password: PASSWORD,
      token: RESET_TOKEN,
      email: EMAIL,
      accountNumber: ACCOUNT,
      request: { headers: { authorization: `Bearer ${JWT}` } },
    });
    logger.error(
      {
        err: error,
        user: { email: EMAIL, password: PASSWORD, name: "Nora" },
        bankAccount: { iban: IBAN, accountNumber: ACCOUNT },
        token: RESET_TOKEN,
        headers: { authorization: `Bearer ${JWT}`, cookie: `session=${JWT}` },
      },
      `sign-in for ${EMAIL} failed`,
    );
    logger.warn(`a card ${CARD} and an account ${ACCOUNT} in a message`);
    const out = text();
    for (const secret of SECRETS) expect(out, secret).not.toContain(secret);
    const [line] = lines();
    // What is left still says what happened.
    expect(line).toMatchObject({ level: "error", msg: "sign-in for [email] failed", user: { name: "Nora", password: "[redacted]" } });
    expect((line!.err as { message: string }).message).toBe(
      "charging [email] with card [number] failed; refund to [account] with [token] and [hash]",
    );
    expect((line!.err as { stack: string }).stack).toContain("log.test.ts");
  });

  it("keeps a failed statement but none of its parameters", async () => {
    const { logger, text } = capturing();
    let failure: unknown;
    try {
      const db = await getDb();
      await db.insert(users).values({ name: "Nora", email: EMAIL, passwordHash: HASH, role: "nonsense" as "user" });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    logger.error({ err: failure }, "insert failed");
    expect(text()).toContain('Failed query: insert into \\"users\\"');
    for (const secret of SECRETS) expect(text(), secret).not.toContain(secret);
  });

  it("takes its level from LOG_LEVEL when it names one", () => {
    expect(logLevel("debug")).toBe("debug");
    expect(logLevel(" WARN ")).toBe("warn");
    expect(logLevel("silent")).toBe("silent");
    expect(logLevel("loud")).toBe("trace"); // the default under tests; `info` in a server
    const { logger, lines } = capturing();
    logger.level = "warn";
    logger.info("hidden");
    logger.warn("shown");
    expect(lines().map((line) => line.msg)).toEqual(["shown"]);
  });

  it("scrubs nothing of an ordinary message", () => {
    expect(scrub("outbox row attempt 2 failed, retrying in 60 s: connect ECONNREFUSED 127.0.0.1:587")).toBe(
      "outbox row attempt 2 failed, retrying in 60 s: connect ECONNREFUSED 127.0.0.1:587",
    );
  });
});
