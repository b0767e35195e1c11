/**
 * A form page's getServerSideProps (./form-page.ts) against a real node:http request and response:
 * a server that does what Next does with its result (props as JSON with the status set, a redirect
 * as its status and Location, nothing when the response was already sent).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_ANSWER, type FormAnswer } from "@/lib/static-site/form-result";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { siteUrl } from "@/lib/site/seo";
import { FORM_MAX_BYTES, formPage, type FormHandler } from "./form-page";
import { captureLogs } from "@/test/logs";

let handler: ReturnType<typeof vi.fn<FormHandler>>;
let server: Server;
let base: string;

const page: GetServerSideProps = formPage<{ answer: FormAnswer; where: string }>({
  source: "/contact",
  tag: PAGE_TAGS.forms,
  handle: (form, request) => handler(form, request),
  props: (_context, answer) => ({ answer, where: "contact" }),
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const context = {
      req,
      res,
      query: Object.fromEntries(url.searchParams),
      resolvedUrl: req.url ?? "/",
    } as unknown as GetServerSidePropsContext;
    Promise.resolve(page(context)).then(
      (result) => {
        if (res.writableEnded) return;
        if ("redirect" in result) {
          const { destination, statusCode } = result.redirect as { destination: string; statusCode: number };
          res.writeHead(statusCode, { Location: destination }).end();
        } else if ("props" in result) {
          res.setHeader("Content-Type", "application/json");
          res.end(JSON.stringify(result.props));
        }
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  handler = vi.fn<FormHandler>();
});

const own = { origin: "http://localhost:3000" };

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${base}/contact`, { method: "POST", body, headers: { ...own, ...headers }, redirect: "manual" });
}
const fields = (values: Record<string, string>) => new URLSearchParams(values);

describe("formPage", () => {
  it("renders the page with no answer on a GET, without the handler and without private caching", async () => {
    const response = await fetch(`${base}/contact`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: NO_ANSWER, where: "contact" });
    expect(response.headers.get("cache-control")).toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it("hands the handler the posted fields and the request's headers, and renders a refusal in place with 422", async () => {
    const answer: FormAnswer = { status: "error", fields: { email: "Please enter a valid email address" }, values: { email: "x" } };
    handler.mockResolvedValueOnce(answer);
    const response = await post(fields({ email: "x", password: "secret" }), { "user-agent": "test-agent" });
    expect(response.status).toBe(422);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ answer, where: "contact" });
    const [form, request] = handler.mock.calls[0]!;
    expect(Object.fromEntries(form as unknown as Iterable<[string, string]>)).toEqual({ email: "x", password: "secret" });
    expect(request.headers.get("user-agent")).toBe("test-agent");
    expect(request.ip).toBe("untrusted-network");
  });

  it("answers 200 for a done answer, 429 for a rate limit, and reads a multipart form too", async () => {
    handler.mockResolvedValueOnce({ status: "done", message: "Thanks" });
    const multipart = new FormData();
    multipart.append("name", "Nora");
    const done = await post(multipart);
    expect([done.status, (await done.json()).answer]).toEqual([200, { status: "done", message: "Thanks" }]);
    expect(Object.fromEntries(handler.mock.calls[0]![0] as unknown as Iterable<[string, string]>)).toEqual({ name: "Nora" });

    handler.mockResolvedValueOnce({ status: "error", message: "Too many", httpStatus: 429 });
    expect((await post(fields({ name: "Nora" }))).status).toBe(429);
  });

  it("sends the visitor on with a 303 (never a 307 that would post again), setting the handler's cookies", async () => {
    handler.mockResolvedValueOnce({ redirect: "/dashboard", cookies: ["authjs.session-token=abc; Path=/; HttpOnly; SameSite=Lax"] });
    const response = await post(fields({ email: "a@example.org" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(response.headers.get("set-cookie")).toBe("authjs.session-token=abc; Path=/; HttpOnly; SameSite=Lax");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each([
    ["a foreign origin", { origin: "https://evil.example" }],
    ["another port", { origin: "http://localhost:3001" }],
    ["no Origin with the session cookie and no Sec-Fetch-Site", { origin: "", cookie: "authjs.session-token=x" }],
  ])("refuses %s with 403 and the site's address to open, before the handler", async (_what, headers) => {
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      body: fields({ email: "a@example.org" }),
      headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== "")),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ wrongAddress: siteUrl() });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers 415 for a body that is not a form and 413 past FORM_MAX_BYTES, as text, before the handler", async () => {
    const json = await post(JSON.stringify({ email: "a@example.org" }), { "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(await json.text()).toMatch(/application\/x-www-form-urlencoded/);
    const huge = await post(fields({ message: "x".repeat(FORM_MAX_BYTES) }));
    expect(huge.status).toBe(413);
    // Sent in chunks without a Content-Length: the limit counts what arrives.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode(`a=${"y".repeat(FORM_MAX_BYTES / 2)}&`));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/contact`, {
      method: "POST",
      body: stream,
      headers: { ...own, "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers a handler's unexpected throw as an error on the page (500), logging it, never the fields", async () => {
    const logs = captureLogs();
    handler.mockRejectedValueOnce(new Error("boom"));
    const response = await post(fields({ password: "hunter2-secret" }));
    expect(response.status).toBe(500);
    expect((await response.json()).answer).toEqual({
      status: "error",
      message: "Something went wrong on our side. Please try again.",
      httpStatus: 500,
    });
    expect(logs.text()).toContain("boom");
    expect(logs.text()).not.toContain("hunter2-secret");
  });
});
