import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { GetServerSidePropsContext } from "next";
import { createElement } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { htmlCache } from "../cache/memory-cache";
import { forgetShellsForTests, shellOf, keptEncoding, keptPageKey, cachedPageProps } from "./html-cache";
import { HOLE_END, HOLE_START } from "./hole";

/**
 * The kept listing pages against a stand-in for Next: an HTTP server that calls the page's
 * getServerSideProps and, unless it answered already (Next's `isResSent`), renders the whole page
 * in several writes, as Next's pipeToNodeResponse does. The page's slot is its <h1>.
 */
const frame = (slot: string) =>
  `<!DOCTYPE html><html><head><title>Library</title></head><body><header>The frame</header>${slot}${"<p>A quiet minute, every morning.</p>".repeat(300)}</body></html>`;
const htmlFor = ({ q }: { q: string }) => frame(`${HOLE_START}<h1>${q}</h1>${HOLE_END}`);
const slot = ({ q }: { q: string }) => createElement("h1", null, q);

/** How many times the page's props were made (each a render with its SQL), how many of those Next rendered whole, and what the next ones do. */
let renders = 0;
let nextRenders = 0;
let hold: Promise<void> | null = null;
let failNext = false;
let notFoundNext = false;

const library = cachedPageProps<{ q: string }>({ source: "/resources", tag: "library", hole: slot }, async ({ query }) => {
  renders += 1;
  if (hold) await hold;
  if (failNext) throw new Error("the database is down");
  if (notFoundNext) return { notFound: true };
  return { props: { q: String(query.q ?? "") } };
});
/** A page whose markup has no slot: Next renders every address not kept. */
const videos = cachedPageProps<{ q: string }>({ source: "/videos", tag: "videos", hole: slot }, async ({ query }) => {
  renders += 1;
  return { props: { q: String(query.q ?? "") } };
});

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const context = { req, res, query: Object.fromEntries(url.searchParams), resolvedUrl: req.url } as unknown as GetServerSidePropsContext;
    try {
      const result = await (url.pathname === "/videos" ? videos : library)(context);
      if (res.headersSent) return;
      if ("notFound" in result) {
        res.statusCode = 404;
        res.end("Not found");
        return;
      }
      if (!("props" in result)) throw new Error("unexpected result");
      const props = await result.props;
      const html = url.pathname === "/videos" ? frame(`<h1>${props.q}</h1>`) : htmlFor(props);
      nextRenders += 1;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(html.slice(0, 100));
      res.write(Buffer.from(html.slice(100, 2000)));
      res.end(html.slice(2000));
    } catch {
      res.statusCode = 500;
      res.end("Something went wrong");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  htmlCache.clear();
  forgetShellsForTests();
  renders = 0;
  nextRenders = 0;
  hold = null;
  failNext = false;
  notFoundNext = false;
  vi.stubEnv("NODE_ENV", "production");
});
// The test files share one process (vitest.config.mts `isolate: false`): NODE_ENV goes back for the next file.
afterEach(() => vi.unstubAllEnvs());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The raw answer (no decompression), as a browser or CDN receives it. */
function get(path: string, acceptEncoding?: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("keptEncoding", () => {
  it("prefers brotli, then gzip, among what the request accepts, else plain", () => {
    expect(keptEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(keptEncoding("gzip, deflate")).toBe("gzip");
    expect(keptEncoding("br;q=0, gzip")).toBe("gzip");
    expect(keptEncoding("gzip;q=0.5, br;q=0.8")).toBe("br");
    expect(keptEncoding("deflate")).toBe("identity");
    expect(keptEncoding(undefined)).toBe("identity");
  });

  it("is always plain with COMPRESS=off (a proxy or CDN in front compresses)", () => {
    vi.stubEnv("COMPRESS", "off");
    expect(keptEncoding("br, gzip")).toBe("identity");
  });
});

describe("keptPageKey", () => {
  it("files a copy under the page's query without empty values, its names in order", () => {
    expect(keptPageKey("/resources", new URLSearchParams(""))).toBe("/resources");
    expect(keptPageKey("/resources", new URLSearchParams("search=&title="))).toBe("/resources");
    expect(keptPageKey("/resources", new URLSearchParams("subject=Focus&author=Priya&title="))).toBe(
      "/resources?author=Priya&subject=Focus",
    );
    expect(keptPageKey("/resources", new URLSearchParams("search=a+b%26c"))).toBe("/resources?search=a+b%26c");
  });
});

describe("shellOf", () => {
  it("cuts a page at its slot's markers, found once each", () => {
    const headers = { "Content-Type": "text/html" };
    expect(shellOf(`<a>${HOLE_START}<b></b>${HOLE_END}<c>`, headers)).toEqual({
      before: `<a>${HOLE_START}`,
      after: `${HOLE_END}<c>`,
      headers,
    });
    expect(shellOf("<a><b></b><c>", headers)).toBeNull();
    // React's preloads of the slot's eager images are not the frame's; others are.
    const preload = (href: string) => `<link rel="preload" as="image" href="${href}"/>`;
    const page = `<head>${preload("/a.jpg")}${preload("/logo.png")}</head>${HOLE_START}<img src="/a.jpg"/>${HOLE_END}`;
    expect(shellOf(page, headers)?.before).toBe(`<head>${preload("/logo.png")}</head>${HOLE_START}`);
    expect(shellOf(`<a>${HOLE_END}<b></b>${HOLE_START}<c>`, headers)).toBeNull();
    expect(shellOf(`${HOLE_START}${HOLE_START}<b></b>${HOLE_END}`, headers)).toBeNull();
  });
});

describe("cachedPageProps", () => {
  it("has Next render the first address whole, then renders only the slot into that frame for a new one", async () => {
    expect((await get("/resources?q=calm")).body.toString()).toBe(htmlFor({ q: "calm" }));
    const next = await get("/resources?q=sleep", "br");
    expect(next.headers["x-cache"]).toBe("MISS");
    expect(next.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(next.body).toString()).toBe(htmlFor({ q: "sleep" }));
    // React escapes what a visitor typed.
    expect((await get("/resources?q=%3Cscript%3E")).body.toString()).toBe(htmlFor({ q: "&lt;script&gt;" }));
    expect([renders, nextRenders]).toEqual([3, 1]);
    // A page without the markers has no frame: Next renders each new address.
    await get("/videos?q=a");
    await get("/videos?q=b");
    expect(nextRenders).toBe(3);
  });

  it("renders an address once, then answers it from memory, however its query is written", async () => {
    const first = await get("/resources?q=calm&empty=");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.body.toString()).toBe(htmlFor({ q: "calm" }));

    const again = await get("/resources?empty=&q=calm");
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(again.headers["content-length"]).toBe(String(first.body.length));
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.body.equals(first.body)).toBe(true);
    expect(renders).toBe(1);

    await get("/resources?q=sleep");
    expect(renders).toBe(2);
  });

  it("sends a copy compressed once for each encoding, from the one rendering", async () => {
    await get("/resources", "gzip, deflate, br");
    const br = await get("/resources", "gzip, deflate, br");
    const gzip = await get("/resources", "gzip");
    const plain = htmlFor({ q: "" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain);
    expect(br.body.length).toBeLessThan(plain.length / 20);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(plain);
    expect((await get("/resources", "br")).body.equals(br.body)).toBe(true);
    expect(renders).toBe(1);
  });

  it("answers HEAD from a copy with its headers and no body", async () => {
    const page = await get("/resources");
    const head = await get("/resources", undefined, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(page.body.length));
    expect(head.body.length).toBe(0);
    expect(renders).toBe(1);
  });

  it("drops a page's copies when its tag expires, and only that page's", async () => {
    await get("/resources");
    await get("/videos", "br");
    htmlCache.expire("library");
    expect((await get("/resources")).headers["x-cache"]).toBe("MISS");
    expect((await get("/videos", "br")).headers["x-cache"]).toBe("HIT");
    expect(renders).toBe(3);
  });

  it("keeps no error page, no not-found and no failure: the next request renders again", async () => {
    failNext = true;
    expect((await get("/resources?q=x", "br")).status).toBe(500);
    failNext = false;
    notFoundNext = true;
    expect((await get("/resources?q=x")).status).toBe(404);
    notFoundNext = false;
    const page = await get("/resources?q=x");
    expect(page.status).toBe(200);
    expect(page.headers["x-cache"]).toBe("MISS");
    expect(renders).toBe(3);
  });

  it("renders an address once for visitors asking at the same time, and keeps no copy rendered across a change", async () => {
    let release: () => void = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const visitors = Array.from({ length: 12 }, (_, i) => get("/resources?q=together", i % 2 ? "br" : undefined));
    await vi.waitFor(() => expect(renders).toBe(1));
    // A publish lands while the page is being rendered: its copy is sent to everyone waiting, but not kept.
    htmlCache.expire("library");
    release();
    const sent = await Promise.all(visitors);
    expect(renders).toBe(1);
    expect(sent.map((s) => s.headers["x-cache"]).filter((h) => h === "MISS")).toHaveLength(1);
    for (const s of sent) {
      const html = s.headers["content-encoding"] === "br" ? brotliDecompressSync(s.body) : s.body;
      expect(html.toString()).toBe(htmlFor({ q: "together" }));
    }
    hold = null;
    expect((await get("/resources?q=together")).headers["x-cache"]).toBe("MISS");
    expect(renders).toBe(2);
  });

  it("renders every request outside a production build (`next dev`, where the page's code changes)", async () => {
    vi.stubEnv("NODE_ENV", "development");
    await get("/resources");
    const second = await get("/resources");
    expect(second.headers["x-cache"]).toBeUndefined();
    expect(renders).toBe(2);
  });
});
