import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/config/settings";
import { DecryptionError, decryptField, encryptField, keyRing } from "./field-encryption";

const newKey = () => randomBytes(32).toString("base64");
const CONTEXT = "bank_accounts.account_number:owner-1";
/** The id of the key that sealed a value (its second part). */
const sealedWith = (sealed: string) => sealed.split(".")[1];

describe("encryptField and decryptField", () => {
  it("seal a value that opens again with its context, a fresh IV each time, never holding the plaintext", () => {
    const ring = keyRing(newKey(), "TEST_KEY");
    const first = encryptField(ring, "123456789012", CONTEXT);
    const second = encryptField(ring, "123456789012", CONTEXT);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(first).not.toContain("123456789012");
    expect(first.split(".")[2]).not.toBe(second.split(".")[2]);
    expect(decryptField(ring, first, CONTEXT)).toBe("123456789012");
    expect(decryptField(ring, second, CONTEXT)).toBe("123456789012");
  });

  it("round-trips any text", () => {
    const ring = keyRing(newKey(), "TEST_KEY");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string(), (text, context) => {
        expect(decryptField(ring, encryptField(ring, text, context), context)).toBe(text);
      }),
    );
  });

  it("fails loudly with another key, naming the key id it needs and never the value", () => {
    const sealed = encryptField(keyRing(newKey(), "TEST_KEY"), "123456789012", CONTEXT);
    const other = keyRing(newKey(), "TEST_KEY");
    expect(() => decryptField(other, sealed, CONTEXT)).toThrow(DecryptionError);
    expect(() => decryptField(other, sealed, CONTEXT)).toThrow(
      `encrypted with key ${sealedWith(sealed)}, which is not among the configured keys`,
    );
  });

  it("refuses a changed value, a value moved to another record's context, and a damaged one", () => {
    const ring = keyRing(newKey(), "TEST_KEY");
    const sealed = encryptField(ring, "123456789012", CONTEXT);
    const [version, id, iv, ciphertext, tag] = sealed.split(".") as [string, string, string, string, string];
    const bytes = Buffer.from(ciphertext, "base64url");
    bytes[0] = bytes[0]! ^ 1;
    const flipped = [version, id, iv, bytes.toString("base64url"), tag].join(".");
    expect(() => decryptField(ring, flipped, CONTEXT)).toThrow(/failed its integrity check/);
    expect(() => decryptField(ring, sealed, "bank_accounts.account_number:owner-2")).toThrow(/failed its integrity check/);
    expect(() => decryptField(ring, "123456789012", CONTEXT)).toThrow(/not in a form this site writes/);
    expect(() => decryptField(ring, [version, id, "AAAA", ciphertext, tag].join("."), CONTEXT)).toThrow(/damaged/);
  });

  it("rotate: the first key seals, every key of the ring opens", () => {
    const oldKey = newKey();
    const sealedBefore = encryptField(keyRing(oldKey, "TEST_KEY"), "987654321", CONTEXT);
    const rotated = keyRing(`${newKey()}, ${oldKey}`, "TEST_KEY");
    expect(decryptField(rotated, sealedBefore, CONTEXT)).toBe("987654321");
    const sealedAfter = encryptField(rotated, "987654321", CONTEXT);
    expect(sealedWith(sealedAfter)).toBe(rotated.current.id);
    expect(sealedWith(sealedAfter)).not.toBe(sealedWith(sealedBefore));
  });
});

describe("keyRing", () => {
  it("reads a 32-byte key written in hex, base64 or base64url, each with the same id", () => {
    const bytes = randomBytes(32);
    const ids = [bytes.toString("hex"), bytes.toString("base64"), bytes.toString("base64url")].map((text) => keyRing(text, "K").current.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}$/);
  });

  it.each([
    ["too short", randomBytes(16).toString("base64")],
    ["too long", randomBytes(48).toString("hex")],
    ["not a key at all", "correct horse battery staple, and more words"],
    ["empty", ""],
  ])("refuses a key that is %s, naming the setting but not the value", (_what, value) => {
    expect(() => keyRing(value, "BANK_ACCOUNT_KEY")).toThrow(ConfigError);
    try {
      keyRing(value, "BANK_ACCOUNT_KEY");
    } catch (error) {
      expect((error as Error).message).toMatch(/^BANK_ACCOUNT_KEY: key 1 is not 32 bytes/);
      if (value) expect((error as Error).message).not.toContain(value);
    }
  });

  it("refuses the same key twice", () => {
    const key = newKey();
    expect(() => keyRing(`${key},${key}`, "BANK_ACCOUNT_KEY")).toThrow("BANK_ACCOUNT_KEY: key 2 is given twice.");
  });
});
