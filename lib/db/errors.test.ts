import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./errors";

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
