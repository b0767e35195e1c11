import { describe, expect, it } from "vitest";
import { BadRequestError, PayloadTooLargeError } from "@/lib/errors";
import { isMultipart, readMultipart, type MultipartFile } from "./form-data";

function formRequest(fill: (form: FormData) => void): Request {
  const form = new FormData();
  fill(form);
  return new Request("http://localhost/upload", { method: "POST", body: form });
}

/** A consumer that reads each file to its end and keeps its bytes. */
function collector() {
  const files: Record<string, string> = {};
  return {
    files,
    onFile: async (file: MultipartFile) => {
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      files[file.field] = `${file.mimeType}:${Buffer.concat(chunks).toString()}`;
    },
  };
}

describe("readMultipart", () => {
  it("answers the text fields and hands each named file to onFile as a stream, with its declared type", async () => {
    const c = collector();
    const req = formRequest((f) => {
      f.append("title", "Calm");
      f.append("doc", new Blob(["hello"], { type: "Text/Plain" }), "a.txt");
      f.append("note", "é ✓");
    });
    expect(isMultipart(req)).toBe(true);
    expect(await readMultipart(req, { files: ["doc"], onFile: c.onFile })).toEqual({ title: "Calm", note: "é ✓" });
    expect(c.files).toEqual({ doc: "text/plain:hello" });
  });

  it("refuses a body that is not multipart, a field sent twice, and a field over its size", async () => {
    const json = new Request("http://localhost/upload", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(isMultipart(json)).toBe(false);
    await expect(readMultipart(json, { files: [], onFile: collector().onFile })).rejects.toBeInstanceOf(BadRequestError);
    const twice = formRequest((f) => {
      f.append("title", "a");
      f.append("title", "b");
    });
    await expect(readMultipart(twice, { files: [], onFile: collector().onFile })).rejects.toThrow(
      'The field "title" was sent more than once',
    );
    const long = formRequest((f) => f.append("title", "x".repeat(101)));
    const error = await readMultipart(long, { files: [], maxFieldBytes: 100, onFile: collector().onFile }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
  });

  it("still reads the rest of the body when onFile fails, and rejects with that failure once every file has settled", async () => {
    const seen: string[] = [];
    const req = formRequest((f) => {
      f.append("a", new Blob(["x".repeat(200_000)]), "a.bin");
      f.append("b", new Blob(["second"]), "b.bin");
      f.append("after", "still read");
    });
    const failure = new BadRequestError("no thanks");
    const error = await readMultipart(req, {
      files: ["a", "b"],
      onFile: async (file) => {
        if (file.field === "a") {
          file.stream.destroy();
          throw failure;
        }
        for await (const chunk of file.stream) seen.push(String(chunk));
      },
    }).catch((e: unknown) => e);
    expect(error).toBe(failure);
    expect(seen.join("")).toBe("second");
  });
});
