import { describe, expect, it } from "vitest";
import { saneRequestId } from "./request-id";

describe("saneRequestId", () => {
  it("keeps a plain token given by a client or a balancer", () => {
    for (const id of [
      "4f9c2b1e-8d3a-4e6f-9a7b-1c2d3e4f5a6b",
      "01HZY3K7Q8R9S0T1V2W3X4Y5Z6",
      "a1b2c3d4e5f60718293a4b5c6d7e8f90",
      "trace:42.1",
    ]) {
      expect(saneRequestId(id)).toBe(id);
    }
  });

  it("replaces a missing, empty, long or forged one with a new UUID", () => {
    for (const id of [null, undefined, "", "x".repeat(129), "abc\ndef", 'id" injected="1', "a b", "<script>"]) {
      expect(saneRequestId(id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(saneRequestId(null)).not.toBe(saneRequestId(null));
  });
});
