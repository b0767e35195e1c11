import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./api";
import {
  dayKey,
  dayLabel,
  draftCounter,
  matchesSearch,
  mergeMessages,
  messageDateTime,
  messageTime,
  threadItems,
  type PendingMessage,
} from "./thread";

const ME = "me";
const OTHER = "other";

function stored(seq: number, createdAt: string, from = OTHER, clientId: string | null = null): ChatMessage {
  const person = (id: string) => ({ _id: id, name: id, role: "admin" as const });
  return {
    _id: `m${seq}`,
    id: `m${seq}`,
    seq,
    senderId: person(from),
    receiverId: person(from === ME ? OTHER : ME),
    text: `message ${seq}`,
    clientId,
    createdAt,
    readAt: null,
  };
}
const pending = (clientId: string, failed = false): PendingMessage => ({ pending: true, failed, clientId, text: clientId, to: OTHER });

describe("mergeMessages", () => {
  it("adds each stored message once, in seq order, and keeps this tab's pending ones last", () => {
    const a = stored(1, "2026-11-28T10:00:00Z");
    const b = stored(2, "2026-11-28T10:01:00Z");
    const c = stored(3, "2026-11-28T10:02:00Z");
    const shown = [a, c, pending("p1")];
    expect(mergeMessages(shown, [b, c, b])).toEqual([a, b, c, pending("p1")]);
  });

  it("answers the same array when nothing is new (no re-render)", () => {
    const shown = [stored(1, "2026-11-28T10:00:00Z")];
    expect(mergeMessages(shown, [stored(1, "2026-11-28T10:00:00Z")])).toBe(shown);
  });

  it("replaces a pending message by its stored one, matched by clientId", () => {
    const mine = stored(5, "2026-11-28T10:00:00Z", ME, "p1");
    expect(mergeMessages([pending("p1"), pending("p2", true)], [mine])).toEqual([mine, pending("p2", true)]);
  });
});

describe("draftCounter", () => {
  it("appears 200 characters before the limit and says when the limit is reached", () => {
    expect(draftCounter(0)).toBeNull();
    expect(draftCounter(1799)).toBeNull();
    expect(draftCounter(1800)).toEqual({ text: "1,800 / 2,000", atLimit: false });
    expect(draftCounter(2000)).toEqual({ text: "2,000 / 2,000", atLimit: true });
  });
});

describe("matchesSearch", () => {
  const contact = { name: "Riverside Primary School", email: "school@demo.test", role: "school" as const };
  it("matches every word of the query in the name, e-mail or role, any case", () => {
    expect(matchesSearch(contact, "")).toBe(true);
    expect(matchesSearch(contact, "river")).toBe(true);
    expect(matchesSearch(contact, "PRIMARY school")).toBe(true);
    expect(matchesSearch(contact, "demo.test")).toBe(true);
    expect(matchesSearch(contact, "river maya")).toBe(false);
    expect(matchesSearch({ ...contact, role: "instructor" }, "instructor")).toBe(true);
  });
});

describe("days and times", () => {
  const now = new Date("2026-11-28T09:30:00Z");
  it("labels today, yesterday and older days in the viewer's time zone", () => {
    expect(dayLabel(new Date("2026-11-28T00:10:00Z"), now, "UTC")).toBe("Today");
    expect(dayLabel(new Date("2026-11-27T23:59:00Z"), now, "UTC")).toBe("Yesterday");
    expect(dayLabel(new Date("2026-11-25T12:00:00Z"), now, "UTC")).toBe("Wednesday, 25 November 2026");
    // 23:59 UTC on the 27th is already the 28th in Kolkata.
    expect(dayLabel(new Date("2026-11-27T23:59:00Z"), now, "Asia/Kolkata")).toBe("Today");
    expect(dayLabel(new Date("2026-03-01T10:00:00Z"), new Date("2026-03-02T10:00:00Z"), "UTC")).toBe("Yesterday");
    expect(dayKey(new Date("2026-01-01T00:00:00Z"), "America/New_York")).toBe("2025-12-31");
  });

  it("writes a message's time as hours and minutes", () => {
    expect(messageTime(new Date("2026-11-28T14:05:00Z"), "UTC")).toBe("14:05");
    expect(messageDateTime(new Date("2026-11-28T14:05:00Z"), "UTC")).toBe("Saturday, 28 November 2026 at 14:05");
  });

  it("puts a day separator before the first message of each day; a pending message is today's", () => {
    const items = threadItems(
      [stored(1, "2026-11-27T08:00:00Z"), stored(2, "2026-11-27T09:00:00Z", ME), stored(3, "2026-11-28T08:00:00Z"), pending("p1")],
      ME,
      now,
      "UTC",
    );
    expect(items.map((i) => (i.kind === "day" ? i.label : `${i.key} ${i.mine ? "mine" : "theirs"} ${i.time ?? "pending"}`))).toEqual([
      "Yesterday",
      "m1 theirs 08:00",
      "m2 mine 09:00",
      "Today",
      "m3 theirs 08:00",
      "p1 mine pending",
    ]);
    expect(threadItems([pending("p2")], ME, now, "UTC").map((i) => i.kind)).toEqual(["day", "message"]);
  });
});
