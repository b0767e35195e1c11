import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { loggable } from "./loggable";

describe("loggable", () => {
  it("keeps a failed statement and the database's message, never its parameters", async () => {
    const db = await getDb();
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA";
    let failure: unknown;
    try {
      // A role the enum does not have: the database refuses the statement itself.
      await db.insert(users).values({ name: "Nora", email: "nora@example.org", passwordHash: hash, role: "nonsense" as "user" });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(String((failure as Error).message)).toContain(hash); // what drizzle's own message would have logged
    for (const withStack of [false, true]) {
      const text = loggable(failure, { stack: withStack });
      expect(text).toMatch(/^Failed query: insert into "users"/);
      expect(text).not.toContain(hash);
      expect(text).not.toContain("nora@example.org");
    }
  });

  it("answers any other error's message, or its stack when asked", () => {
    const error = new Error("database down");
    expect(loggable(error)).toBe("database down");
    expect(loggable(error, { stack: true })).toContain("loggable.test.ts");
    expect(loggable("plain")).toBe("plain");
  });
});
