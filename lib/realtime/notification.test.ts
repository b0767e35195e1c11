import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeNotification, NOTIFY_MAX_BYTES, NotificationAssembler, type Notification } from "./notification";

const bytes = (text: string) => Buffer.byteLength(text, "utf8");
const notificationArbitrary: fc.Arbitrary<Notification> = fc.record({
  users: fc.array(fc.uuid(), { minLength: 1, maxLength: 5 }),
  event: fc.record(
    { event: fc.string({ minLength: 1 }), data: fc.jsonValue(), id: fc.string({ minLength: 1 }) },
    { requiredKeys: ["event", "data"] },
  ),
});
/** JSON drops what it cannot carry (-0 becomes 0, undefined keys vanish): compare with what JSON carries. */
const viaJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("encodeNotification and NotificationAssembler", () => {
  it("sends a notification that fits as its JSON alone", () => {
    const notification = { users: ["u"], event: { event: "typing", data: { from: "v" } } };
    expect(encodeNotification(notification)).toEqual([JSON.stringify(notification)]);
    expect(new NotificationAssembler().accept(JSON.stringify(notification))).toEqual(notification);
  });

  // A part cut inside a character would decode to U+FFFD on both sides, and never join back to the same text.
  it("cuts any notification into parts within the limit, never inside a character, that put back together in any order give it whole", () => {
    fc.assert(
      fc.property(
        notificationArbitrary,
        fc.integer({ min: 60, max: 400 }),
        fc.string({ unit: "grapheme", maxLength: 300 }),
        fc.integer(),
        (notification, maxBytes, text, seed) => {
          const sent = { ...notification, event: { ...notification.event, data: { text, data: notification.event.data } } };
          const parts = encodeNotification(sent, maxBytes);
          for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(maxBytes);
          const shuffled = [...parts].sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 31 + seed) % 7));
          const assembler = new NotificationAssembler();
          const results = shuffled.map((part) => assembler.accept(part));
          expect(results.filter((result) => result !== null)).toEqual([viaJson(sent)]);
          expect(results.at(-1)).not.toBeNull();
          expect(assembler.incomplete).toBe(0);
        },
      ),
    );
  });

  it("keeps a 2,000-character message of control characters, which is 12 KB of JSON, within NOTIFY's 8000 bytes a part", () => {
    const notification = { users: ["u"], event: { event: "message", data: { text: "\u0007".repeat(2000) }, id: "m" } };
    const parts = encodeNotification(notification);
    expect(bytes(JSON.stringify(notification))).toBeGreaterThan(12_000);
    expect(parts.length).toBe(2);
    for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
  });

  it("puts back sets whose parts arrive interleaved, each once", () => {
    const one = { users: ["a"], event: { event: "x", data: "1".repeat(500) } };
    const two = { users: ["b"], event: { event: "y", data: "2".repeat(500) } };
    const [a, b] = [encodeNotification(one, 100), encodeNotification(two, 100)];
    const assembler = new NotificationAssembler();
    const done = a.flatMap((part, n) => [assembler.accept(part), b[n] ? assembler.accept(b[n]) : null]).filter(Boolean);
    for (const part of b.slice(a.length)) done.push(assembler.accept(part));
    expect(done.filter(Boolean)).toEqual([one, two]);
    // A part seen again starts nothing new.
    expect(assembler.accept(a[0]!)).toBeNull();
  });

  it("ignores what is not a notification, and forgets a set left incomplete", () => {
    const assembler = new NotificationAssembler(1000);
    for (const payload of [
      "",
      "hello",
      "{",
      "[]",
      '{"users":"u","event":{"event":"x"}}',
      '{"users":["u"],"event":{"event":1}}',
      "~abc 0 1\nx",
      "~abc 3 2\nx",
      "~bad header\nx",
    ]) {
      expect(assembler.accept(payload)).toBeNull();
    }
    const parts = encodeNotification({ users: ["u"], event: { event: "x", data: "z".repeat(400) } }, 100);
    assembler.accept(parts[0]!, 0);
    expect(assembler.incomplete).toBe(1);
    assembler.accept(encodeNotification({ users: ["v"], event: { event: "x", data: "z".repeat(400) } }, 100)[0]!, 5000);
    expect(assembler.incomplete).toBe(1);
    assembler.reset();
    expect(assembler.incomplete).toBe(0);
  });
});
