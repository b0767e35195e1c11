import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.join(process.cwd(), "lib/pdf");

/** lib/pdf's own code (not its tests). */
async function sources(): Promise<{ file: string; code: string }[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  return Promise.all(files.map(async (file) => ({ file, code: await readFile(path.join(dir, file), "utf8") })));
}

describe("lib/pdf uses fontkit and pdf-lib through their public API only", () => {
  it("imports each from its package's entry point, never from inside it", async () => {
    const imported = (await sources()).flatMap(({ code }) =>
      [...code.matchAll(/from "([^"]+)"|import "([^"]+)"/g)].map((m) => m[1] ?? m[2]!),
    );
    expect(imported).toContain("fontkit");
    expect(imported).toContain("pdf-lib");
    expect(
      imported.filter((name) => !name.startsWith(".") && /fontkit|pdf-lib/.test(name) && !["fontkit", "pdf-lib"].includes(name)),
    ).toEqual([]);
  });

  it("reads no private member (a name starting with _) and patches nothing", async () => {
    for (const { file, code } of await sources()) {
      expect(code.match(/\._[A-Za-z]|\["_|\.prototype\b|Object\.defineProperty|new Proxy|Reflect\./g), file).toBeNull();
    }
  });
});
