import { describe, expect, it } from "vitest";
import { fileProblem, fileSchema, type FileRule } from "./rules";

const rule: FileRule = {
  kind: "thumbnail",
  types: ["image/jpeg", "image/png"],
  maxBytes: 1000,
  missing: "Please select an image",
  wrongType: "Please select a JPEG or PNG image",
  tooLarge: "The image is larger than 1000 bytes",
  notUploaded: "not uploaded",
  empty: "empty",
  wrongSize: "wrong size",
  unreadable: "unreadable",
};

describe("fileProblem", () => {
  it("is null for a file of an accepted type within the limit, whatever the case of its type", () => {
    expect(fileProblem(rule, { type: "image/png", size: 1000 })).toBeNull();
    expect(fileProblem(rule, { type: "IMAGE/JPEG", size: 1 })).toBeNull();
  });

  it("names a missing file, then a wrong type before a wrong size, in the rule's words", () => {
    expect(fileProblem(rule, null)).toBe("Please select an image");
    expect(fileProblem(rule, undefined)).toBe("Please select an image");
    expect(fileProblem(rule, { type: "image/gif", size: 5000 })).toBe("Please select a JPEG or PNG image");
    expect(fileProblem(rule, { type: "", size: 10 })).toBe("Please select a JPEG or PNG image");
    expect(fileProblem(rule, { type: "image/png", size: 1001 })).toBe("The image is larger than 1000 bytes");
    // An empty file is no file.
    expect(fileProblem(rule, { type: "image/png", size: 0 })).toBe("Please select an image");
  });

  it("says what fileSchema, the server's check of a declared file, says", () => {
    for (const file of [
      { type: "image/gif", size: 10 },
      { type: "image/png", size: 2000 },
    ]) {
      const server = fileSchema(rule).safeParse({ contentType: file.type, size: file.size });
      expect(server.success).toBe(false);
      expect(server.error?.issues.map((i) => i.message)).toContain(fileProblem(rule, file));
    }
  });
});
