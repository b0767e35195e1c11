import { describe, expect, it } from "vitest";
import { z } from "zod";
import { InvalidError } from "@/lib/errors";
import {
  hasDisallowedCharacters,
  ignoringFields,
  parseInput,
  parseUpdate,
  requiredText,
  searchTerm,
  stripDisallowedCharacters,
} from "@/lib/validate";

function refusal(run: () => unknown): InvalidError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidError) return error;
    throw error;
  }
  throw new Error("expected an InvalidError");
}

describe("the text rule", () => {
  it("refuses C0 and C1 control characters, DEL and unpaired surrogates; keeps tab, new lines and paired surrogates", () => {
    for (const bad of [
      "\u0000",
      "a\u0001",
      "\u0008",
      "\u000b",
      "\u000c",
      "\u001b[31m",
      "\u007f",
      "\u0085",
      "\u009f",
      "\ud800",
      "x\udfff",
      "\ude00\ud83d",
    ]) {
      expect(hasDisallowedCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ["calm", "a\tb", "line\nline", "line\r\nline", "😀", "naïve", "\u00a0", "\u2028", ""]) {
      expect(hasDisallowedCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });

  it("strips what it refuses, and only that", () => {
    expect(stripDisallowedCharacters("ca\u0000lm\u0007 \ud800😀\tok")).toBe("calm 😀\tok");
  });
});

describe("parseInput", () => {
  const schema = z.strictObject({
    courseName: z.string(),
    tags: z.array(z.string()).optional(),
    nested: z.strictObject({ note: z.string() }).optional(),
  });

  it("refuses a string holding a disallowed character, naming the field", () => {
    const error = refusal(() => parseInput(schema, { courseName: "Calm\u0000" }));
    expect(error.status).toBe(422);
    expect(error.message).toBe("Course name contains characters that are not allowed");
    expect(error.fields).toEqual({ courseName: "Course name contains characters that are not allowed" });
  });

  it("checks every string at any depth, arrays included", () => {
    const error = refusal(() => parseInput(schema, { courseName: "ok", tags: ["fine", "bad\ud800"], nested: { note: "\u001b" } }));
    expect(error.fields).toEqual({
      "tags.1": "Tags (item 2) contains characters that are not allowed",
      "nested.note": "Note contains characters that are not allowed",
    });
  });

  it("lets clean input through unchanged", () => {
    expect(parseInput(schema, { courseName: "Calm\tbreath\n" })).toEqual({ courseName: "Calm\tbreath\n" });
  });

  it("reports schema failures as before", () => {
    const error = refusal(() => parseInput(schema, { courseName: 1, role: "admin" }));
    expect(error.fields).toMatchObject({ role: '"role" cannot be set here' });
  });
});

describe("searchTerm", () => {
  it("removes disallowed characters, normalises, cuts and treats blank as no search", () => {
    expect(searchTerm().parse("  ca\u0000lm ")).toBe("calm");
    expect(searchTerm().parse("\u0000 ")).toBeUndefined();
    expect(searchTerm().parse(42)).toBeUndefined();
    expect(searchTerm({ max: 3, normalise: (t) => t.toUpperCase() }).parse("ab\u0007cd")).toBe("ABC");
  });

  it("never leaves half a surrogate pair where the cut falls", () => {
    expect(searchTerm({ max: 3 }).parse("ab😀")).toBe("ab");
  });

  it("is never refused by parseInput", () => {
    expect(parseInput(z.object({ q: searchTerm() }), { q: "\u0000calm\ud800" })).toEqual({ q: "calm" });
  });
});

describe("parseUpdate: bodies that round-trip", () => {
  const editable = z.strictObject({ name: z.string().optional() });
  const ours = {
    _id: "a1",
    rank: "3",
    createdAt: "2026-01-02T03:04:05.000Z",
    tags: ["calm", "focus"],
    uploadedBy: { _id: "u1", name: "Sam" },
    settings: { dark: true },
    note: null,
  };

  it("accepts our own answer back, normalised: numbers as strings, any spelling of the instant, a reference by its id", () => {
    expect(parseUpdate(editable, { ...ours, name: "New" }, ours)).toEqual({ name: "New" });
    expect(
      parseUpdate(
        editable,
        { rank: 3, createdAt: "2026-01-02T04:04:05+01:00", uploadedBy: "u1", settings: { dark: true }, note: null },
        ours,
      ),
    ).toEqual({});
    expect(parseUpdate(editable, { uploadedBy: { _id: "u1" } }, ours)).toEqual({});
  });

  it("refuses a changed read-only key with 422 naming each one, and still refuses unknown keys", () => {
    const changed = refusal(() => parseUpdate(editable, { name: "New", rank: "4", tags: ["focus", "calm"], uploadedBy: "u2" }, ours));
    expect(changed.status).toBe(422);
    expect(changed.message).toBe("Rank cannot be changed here");
    expect(changed.fields).toEqual({
      rank: "Rank cannot be changed here",
      tags: "Tags cannot be changed here",
      uploadedBy: "Uploaded by cannot be changed here",
    });
    for (const body of [{ settings: { dark: true, admin: true } }, { note: "x" }, { _id: { $ne: null } }, { createdAt: "yesterday" }]) {
      expect(Object.keys(refusal(() => parseUpdate(editable, body, ours)).fields ?? {})).toEqual(Object.keys(body));
    }
    expect(refusal(() => parseUpdate(editable, { role: "admin" }, ours)).fields).toEqual({ role: '"role" cannot be set here' });
    expect(refusal(() => parseUpdate(editable, JSON.parse('{"__proto__": {"x": 1}}'), ours)).status).toBe(422);
    expect(refusal(() => parseUpdate(editable, [ours], ours)).message).toBe("The request body must be a JSON object");
  });

  it("uses a key's own comparison where one is given", () => {
    const sameCase = (sent: unknown, mine: unknown) => typeof sent === "string" && sent.toLowerCase() === mine;
    expect(parseUpdate(editable, { _id: "A1" }, ours, { _id: sameCase })).toEqual({});
    expect(refusal(() => parseUpdate(editable, { _id: "b1" }, ours, { _id: sameCase })).fields).toEqual({
      _id: "Id cannot be changed here",
    });
  });
});

describe("requiredText", () => {
  const title = requiredText("The title", 10, "Please enter a title");

  it("trims, refuses a blank or missing text with its message and a long one with the label's", () => {
    expect(title.parse("  Calm  ")).toBe("Calm");
    expect(title.safeParse("   ").error?.issues[0]?.message).toBe("Please enter a title");
    expect(title.safeParse(undefined).error?.issues[0]?.message).toBe("Please enter a title");
    expect(title.safeParse("x".repeat(11)).error?.issues[0]?.message).toBe("The title must be at most 10 characters");
  });
});

describe("ignoringFields", () => {
  it("drops the ignored fields of an object, whatever they hold, and leaves anything else as it is", () => {
    const schema = z.strictObject({ title: z.string() });
    const sent = { title: "Sports day", schoolName: "Another School\u0000" };
    expect(ignoringFields(sent, ["schoolName"])).toEqual({ title: "Sports day" });
    expect(parseInput(schema, ignoringFields(sent, ["schoolName"]))).toEqual({ title: "Sports day" });
    expect(sent).toHaveProperty("schoolName");
    // A multipart body's fields (lib/http/form-data.ts) have no prototype.
    const fields = Object.assign(Object.create(null) as Record<string, string>, { title: "Sports day", schoolName: "Another School" });
    expect(ignoringFields(fields, ["schoolName"])).toEqual({ title: "Sports day" });
    for (const other of [null, "text", ["schoolName"], 3]) expect(ignoringFields(other, ["schoolName"])).toBe(other);
    // Any other field is still the schema's to refuse.
    expect(() => parseInput(schema, ignoringFields({ ...sent, status: "approved" }, ["schoolName"]))).toThrow("Unexpected field: status");
  });
});
