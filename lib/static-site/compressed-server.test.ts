import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staticHtmlAnswer } from "./compressed-server";

const html = `<!DOCTYPE html><html lang="en"><body>${"<p>A quiet minute, every morning.</p>".repeat(200)}</body></html>`;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "static-html-"));
  await mkdir(path.join(dist, "server", "pages"), { recursive: true });
  await writeFile(path.join(dist, "server", "pages", "about.html"), html);
  vi.stubEnv("NEXT_DIST_DIR", dist);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dist, { recursive: true, force: true });
});

const body = async (answer: Promise<{ body: Uint8Array }>) => Buffer.from((await answer).body);

describe("staticHtmlAnswer", () => {
  it("answers the prerendered page compressed with brotli, far smaller, marked for caches to vary on", async () => {
    const answer = await staticHtmlAnswer("br", "about");
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(answer.body);
    expect(answer.headers).toEqual({
      "Content-Encoding": "br",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(bytes.length),
      Vary: "Accept-Encoding",
    });
    expect(bytes.length).toBeLessThan(html.length / 20);
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
  });

  it("answers it with gzip, and the same bytes again from memory", async () => {
    const first = await body(staticHtmlAnswer("gzip", "about"));
    expect(gunzipSync(first).toString()).toBe(html);
    await writeFile(path.join(dist, "server", "pages", "about.html"), "changed on disk");
    expect(await body(staticHtmlAnswer("gzip", "about"))).toEqual(first);
  });

  it("answers the plain HTML, with no Content-Encoding, when a proxy compresses (COMPRESS=off)", async () => {
    vi.stubEnv("COMPRESS", "off");
    try {
      const answer = staticHtmlAnswer("br", "about");
      expect((await answer).headers["Content-Encoding"]).toBeUndefined();
      // The page as the server first read it: kept in memory, as the compressed copies are.
      expect((await body(answer)).toString()).toBe(html);
    } finally {
      vi.stubEnv("COMPRESS", "");
    }
  });

  it("answers 404 for an encoding or a page it does not serve", async () => {
    expect((await staticHtmlAnswer("deflate", "about")).status).toBe(404);
    expect((await staticHtmlAnswer("br", "videos")).status).toBe(404);
    expect((await staticHtmlAnswer("br", "../../etc/passwd")).status).toBe(404);
  });

  it("fails, and tries again on the next request, when the build wrote no such page", async () => {
    await expect(staticHtmlAnswer("br", "science")).rejects.toThrow(/ENOENT/);
    await writeFile(path.join(dist, "server", "pages", "science.html"), html);
    expect(brotliDecompressSync(await body(staticHtmlAnswer("br", "science"))).toString()).toBe(html);
  });
});
