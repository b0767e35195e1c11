import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors";

describe("isUniqueViolation", () => {
  const violation = { code: "23505", constraint: "invoices_number_key" };

  it("finds SQLSTATE 23505 on the error or its causes, and with a constraint only that one", () => {
    expect(isUniqueViolation(violation)).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: violation }))).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: violation }), "invoices_number_key")).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: violation }), "invoice_videos_one_live_invoice_key")).toBe(false);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe("isDatabaseUnavailable", () => {
  it("knows a server that is down, restarting or out of reach, on the error or its causes", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], "connect failed"))).toBe(true);
    expect(isDatabaseUnavailable({ code: "57P01", message: "terminating connection due to administrator command" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "57P03", message: "the database system is starting up" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("is false for a statement the database refused and for other failures", () => {
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
    expect(isDatabaseUnavailable({ code: "57014", message: "canceling statement due to statement timeout" })).toBe(false);
    expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
