/**
 * Hostile and careless input (issue 12, sections 2 and 3): the request-body cap, the one rule for
 * text, progress numbers that must fit their columns, rate limits that only count valid requests,
 * and a property-based walk of every /api/v1 route.
 *
 * The walk finds the routes on disk (test/api/routes.ts, as the authorization matrix does) and
 * takes each route's setup and a valid example body from its matrix row (features/<x>/api.rows.ts;
 * a route without a row already fails the matrix): so a new route joins the walk with its row.
 * From that valid body fast-check derives hostile ones (any field of it, at any depth, replaced by
 * a hostile value: control characters, unpaired surrogates, 1 MB strings, extreme numbers, wrong
 * types, 10,000-deep nesting; the whole body replaced; arrays for objects; broken JSON; extra keys)
 * and hostile path parameters and query values. Each is sent as a guest and as the actor the row
 * allows (an approved staff account where staff may act, so validation is reached). Never a 5xx;
 * and a refused request (4xx) leaves every table as it was (rate-limit counters aside).
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as loginPost } from "@/app/api/v1/user/login/route";
import { listCatalogue } from "@/features/videos/server/catalogue";
import { rateLimitHits, watchedVideos } from "@/lib/db/schema";
import { MAX_BODY_BYTES } from "@/lib/http";
import { setStorageForTests } from "@/lib/storage";
import { apiRows } from "@/registry/api-rows";
import { createUser, getDb, resetDb, tableDigests } from "@/test/db";
import { encode, hostileString, hostileValue, oneFieldHostile, pathsOf, setAt, type Path } from "@/test/hostile";
import { MemoryStorage } from "@/test/memory-storage";
import { mailbox } from "@/test/smtp";
import { insertVideo } from "@/test/videos";
import { signIn, type ActorName } from "./actors";
import { expectedFor, type ApiRow, type Ctx, type Prepared } from "./matrix";
import { callHandler, ORIGIN, type Call, type Handler } from "./request";
import { loadRoutes, type Method } from "./routes";

const routes = await loadRoutes();
const storage = new MemoryStorage();

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
  storage.clear();
  setStorageForTests(storage);
});

/** Rate-limit counters are the one thing a refused request may write (a wrong password counts). */
const snapshot = () => tableDigests({ except: [rateLimitHits] });

// ── Routes and their templates ──

function handlerFor(method: Method, route: string): Handler {
  const handler = routes.find((r) => r.route === route)?.methods[method];
  if (!handler) throw new Error(`No ${method} handler for ${route}`);
  return handler;
}

/** Who reaches validation: staff first, then whoever the row lets through. */
const PREFERRED: ActorName[] = ["admin", "superadmin", "instructor", "school", "user"];

/** The matrix row whose setup and body the walk starts from, and the actor it lets through. */
function templateFor(method: Method, route: string): { row: ApiRow | undefined; actor: ActorName } {
  const rows = apiRows.filter((r) => r.method === method && r.route === route);
  for (const row of rows) for (const actor of PREFERRED) if (expectedFor(row, actor) < 300) return { row, actor };
  return { row: rows[0], actor: "admin" };
}

async function prepareAs(actor: ActorName, row: ApiRow | undefined): Promise<{ ctx: Ctx; prepared: Prepared }> {
  const signedIn = await signIn(actor);
  const ctx: Ctx = { ...signedIn, selfId: async () => signedIn.row?.id ?? (await createUser({ role: "user" })).id, storage };
  return { ctx, prepared: (await row?.prepare?.(ctx)) ?? {} };
}

// ── Hostile values (test/hostile.ts) ──

/** Bodies no JSON encoder would write. */
const RAW_BODIES = ['{"__proto__":{"role":"superadmin"}}', '{"progress": NaN}', "{", "\u0000", "null", `[${"1,".repeat(600_000)}1]`];
/** Path parameters as a URL can carry them (a URL cannot hold an unpaired surrogate). */
const hostileParam = fc.oneof(
  fc.constantFrom("\u0000", "%00", "x".repeat(10_000), "..", "../../etc/passwd", " ", "null", "-0", "1e308", "NaN"),
  fc.constantFrom("00000000-0000-0000-0000-000000000000", "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001\u0000"),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);
const QUERY_KEYS = ["q", "tag", "search", "class", "page", "scope", "status", "schoolId", "instructor", "duration"];

/** Hostile variations of a valid body (a plain object), or any hostile body when the route takes none. */
function hostileBody(valid: unknown): fc.Arbitrary<string | Uint8Array | undefined> {
  const isObject = valid !== null && typeof valid === "object" && !(valid instanceof Uint8Array);
  const whole = fc.oneof(
    hostileValue.map(encode),
    fc.constantFrom(...RAW_BODIES),
    fc.constant(undefined),
    ...(isObject ? [fc.constant(encode([valid])), fc.constant(encode([[valid]]))] : []),
  );
  if (!isObject) return whole;
  const extraKey = fc
    .tuple(fc.oneof(fc.constantFrom("__proto__", "constructor", "role", "status", "id"), hostileString), hostileValue)
    .map(([k, v]) => encode({ ...(valid as object), [k]: v }));
  const paths = pathsOf(valid);
  if (paths.length === 0) return fc.oneof(extraKey, whole);
  const oneField = oneFieldHostile(valid as object, paths).map(({ body }) => encode(body));
  return fc.oneof({ arbitrary: oneField, weight: 6 }, { arbitrary: extraKey, weight: 1 }, { arbitrary: whole, weight: 2 });
}

function hostileCall(method: Method, route: string, prepared: Prepared): fc.Arbitrary<Partial<Call>> {
  const paramNames = [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
  const params = fc
    .option(fc.tuple(fc.constantFrom(...(paramNames.length ? paramNames : ["_"])), hostileParam), { freq: 4 })
    .map((swap) => (swap && paramNames.length ? { ...prepared.params, [swap[0]]: swap[1] } : prepared.params));
  const queryKeys = [...new Set([...Object.keys(prepared.query ?? {}), ...QUERY_KEYS])];
  const query = fc.option(
    fc.dictionary(
      fc.constantFrom(...queryKeys),
      hostileString.filter((s) => s.length < 5000),
      { maxKeys: 3 },
    ),
    {
      freq: method === "GET" ? 1 : 4,
    },
  );
  const body = method === "GET" ? fc.constant(undefined) : hostileBody(prepared.body);
  return fc.record({ params, query, body }).map(({ params, query, body }) => ({
    params,
    query: query ? { ...prepared.query, ...query } : prepared.query,
    body,
  }));
}

describe("request bodies", () => {
  /** A chunked body (no Content-Length) of `total` bytes that counts what the server pulls. */
  function countingBody(total: number) {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const counter = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (counter.pulled >= total) return controller.close();
          counter.pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, counter, chunk: chunk.byteLength };
  }
  const streamed = (url: string, body: ReadableStream<Uint8Array>, type = "application/json") =>
    new NextRequest(new URL(url, ORIGIN), {
      method: "POST",
      body,
      duplex: "half",
      headers: { host: new URL(ORIGIN).host, "content-type": type },
    } as ConstructorParameters<typeof NextRequest>[1]);

  it("stops reading a chunked 60 MB body to the login route at the cap, with 413", async () => {
    const { stream, counter, chunk } = countingBody(60_000_000);
    const response = await loginPost(streamed("/api/v1/user/login", stream), { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large", requestId: expect.any(String) });
    expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + chunk);
  });

  it("refuses a declared Content-Length over the cap before reading", async () => {
    const result = await callHandler(handlerFor("POST", "/api/v1/contact"), {
      method: "POST",
      route: "/api/v1/contact",
      body: "{}",
      headers: { "content-length": String(MAX_BODY_BYTES + 1) },
    });
    expect(result.status).toBe(413);
  });

  it("still reads a body just under the cap", async () => {
    const message = "m".repeat(MAX_BODY_BYTES - 100);
    const result = await callHandler(handlerFor("POST", "/api/v1/contact"), {
      method: "POST",
      route: "/api/v1/contact",
      body: { name: "Maya", email: "maya@example.org", message },
    });
    expect(result.status).toBe(422); // read and parsed: the message is over its own limit
  });

  it("caps Auth.js's POSTs too (sign-in by form), reading at most the cap", async () => {
    const { stream, counter, chunk } = countingBody(20_000_000);
    const response = await authPost(streamed("/api/auth/callback/credentials", stream, "application/x-www-form-urlencoded"));
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + chunk);
  });

  it("hands a body under the cap on to Auth.js, which answers as it would", async () => {
    const { stream } = countingBody(1000);
    const response = await authPost(streamed("/api/auth/callback/credentials", stream, "application/x-www-form-urlencoded"));
    // No CSRF token: Auth.js redirects to its error page; the point is that it read the body itself.
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("error=MissingCSRF");
  });
});

describe("text fields refuse control characters and unpaired surrogates", () => {
  const cases: { method: Method; route: string; path: Path; message: string }[] = [
    { method: "POST", route: "/api/v1/user/register", path: ["name"], message: "Name" },
    { method: "POST", route: "/api/v1/contact", path: ["message"], message: "Message" },
    { method: "PUT", route: "/api/v1/user/update-profile/[id]", path: ["bio"], message: "Bio" },
    { method: "POST", route: "/api/v1/user/create-user-by-admin", path: ["name"], message: "Name" },
    { method: "POST", route: "/api/v1/video/upload", path: ["description"], message: "Description" },
    { method: "PUT", route: "/api/v1/video/updateVideo/[id]", path: ["courseName"], message: "Course name" },
    { method: "PATCH", route: "/api/v1/video/[id]/tags/add", path: ["tags", 0], message: "Tags (item 1)" },
    { method: "PUT", route: "/api/v1/video/[id]/tags/update", path: ["tags", 0], message: "Tags (item 1)" },
    { method: "PUT", route: "/api/v1/adminVideoApproval/reject/video/[id]", path: ["rejectionReason"], message: "Rejection reason" },
    { method: "POST", route: "/api/v1/video/upload/confirm", path: ["uploadToken"], message: "Upload token" },
    { method: "POST", route: "/api/v1/invoice/create-invoice", path: ["courses", 0, "title"], message: "Title" },
  ];
  for (const { method, route, path, message } of cases) {
    for (const bad of ["Calm\u0000 breathing together", "Calm\u001b breathing together", "Calm breathing together\ud800"]) {
      it(`${method} ${route}: ${path.join(".")} = ${JSON.stringify(bad)} → 422, nothing written`, async () => {
        const { row, actor } = templateFor(method, route);
        const { ctx, prepared } = await prepareAs(actor, row);
        const before = await snapshot();
        const result = await callHandler(handlerFor(method, route), {
          method,
          route,
          token: ctx.token,
          ...prepared,
          body: encode(setAt(prepared.body, path, bad)),
        });
        expect(result.status, JSON.stringify(result.body)).toBe(422);
        expect(result.body.message).toBe(`${message} contains characters that are not allowed`);
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it("keeps tab and new line in text", async () => {
    const { row, actor } = templateFor("PUT", "/api/v1/user/update-profile/[id]");
    const { ctx, prepared } = await prepareAs(actor, row);
    const result = await callHandler(handlerFor("PUT", "/api/v1/user/update-profile/[id]"), {
      method: "PUT",
      route: "/api/v1/user/update-profile/[id]",
      token: ctx.token,
      ...prepared,
      body: { ...(prepared.body as object), bio: "Line one\n\tLine two\r\nLine three" },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });
});

describe("search terms are cleaned, not refused", () => {
  it("GET video/getAllVideos with q or tag holding NUL answers 200 and still matches", async () => {
    await insertVideo({ courseName: "Calm breathing", tags: ["calm"] });
    const getAll = handlerFor("GET", "/api/v1/video/getAllVideos");
    const queries: Record<string, string>[] = [{ q: "\u0000" }, { tag: "\u0000" }, { q: "ca\u0000lm" }, { tag: "\u0007calm" }];
    for (const query of queries) {
      const result = await callHandler(getAll, { method: "GET", route: "/api/v1/video/getAllVideos", query });
      expect(result.status, JSON.stringify(query)).toBe(200);
      expect(result.body, JSON.stringify(query)).toHaveLength(1);
    }
  });

  it("the /videos page's listing takes ?q=%00", async () => {
    await insertVideo({ courseName: "Calm breathing" });
    await expect(listCatalogue({ q: "\u0000", tag: "\u0000" })).resolves.toMatchObject({ total: 1 });
  });

  it("GET video/withSchoolTags with a NUL search answers 200", async () => {
    const { token } = await signIn("school");
    const result = await callHandler(handlerFor("GET", "/api/v1/video/withSchoolTags"), {
      method: "GET",
      route: "/api/v1/video/withSchoolTags",
      token,
      query: { search: "\u0000\ud800" },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });
});

describe("progress numbers fit their columns", () => {
  const route = "/api/v1/watchedVideo/watched/[videoId]";
  async function save(body: string) {
    const { token, row } = await signIn("user");
    const video = await insertVideo();
    const result = await callHandler(handlerFor("POST", route), { method: "POST", route, token, params: { videoId: video.id }, body });
    const db = await getDb();
    const stored = await db
      .select()
      .from(watchedVideos)
      .where(sql`${watchedVideos.userId} = ${row!.id}`);
    return { result, stored };
  }

  for (const [text, value] of [
    ["1e-46", 1e-46],
    ["1e-300", 1e-300],
    ["5e-324", 5e-324],
    ["-0", 0],
  ] as const) {
    it(`progress ${text} is saved`, async () => {
      const { result, stored } = await save(`{"progress":${text},"videoLength":600}`);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(stored[0]?.progress).toBe(value);
    });
  }

  it("videoLength 1e-300 is saved", async () => {
    const { result } = await save(`{"progress":0,"videoLength":1e-300}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });

  it("progress 1.7e308 is refused by the schema (422), nothing written", async () => {
    const { result, stored } = await save(`{"progress":1.7e308,"videoLength":600}`);
    expect(result.status).toBe(422);
    expect(stored).toEqual([]);
  });
});

describe("a refused request spends no rate-limit budget", () => {
  it("20 invalid registrations from one address, then a valid one succeeds", async () => {
    const register = handlerFor("POST", "/api/v1/user/register");
    const valid = { name: "Ana", email: "ana@example.org", password: "a-long-password", confirmPassword: "a-long-password", role: "user" };
    // Half of them fail on their text, half on a school that does not exist (a check that reads the database).
    const invalid = [
      { ...valid, name: "Ana\u0000" },
      { ...valid, schoolId: "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001" },
    ];
    for (let i = 0; i < 20; i += 1) {
      const result = await callHandler(register, { method: "POST", route: "/api/v1/user/register", body: invalid[i % invalid.length] });
      expect(result.status, JSON.stringify(result.body)).toBe(422);
    }
    const result = await callHandler(register, { method: "POST", route: "/api/v1/user/register", body: valid });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
  });

  it("10 invalid contact messages from one address, then a valid one is taken", async () => {
    const contact = handlerFor("POST", "/api/v1/contact");
    const valid = { name: "Maya", email: "maya@example.org", message: "Could you visit our school this spring?" };
    for (let i = 0; i < 10; i += 1) {
      const body = i % 2 ? { ...valid, message: "short" } : { ...valid, name: "Maya\u0007" };
      expect((await callHandler(contact, { method: "POST", route: "/api/v1/contact", body })).status).toBe(422);
    }
    expect((await callHandler(contact, { method: "POST", route: "/api/v1/contact", body: valid })).status).toBe(201);
  });
});

describe("property walk: every /api/v1 route, hostile input, never a 5xx, never a partial write", () => {
  const WRITE: Method[] = ["POST", "PUT", "PATCH", "DELETE"];
  const targets = routes
    .filter((r) => r.route.startsWith("/api/v1/"))
    .flatMap((r) =>
      (Object.keys(r.methods) as Method[]).filter((m) => WRITE.includes(m) || m === "GET").map((method) => ({ method, route: r.route })),
    );

  it("finds the write routes", () => {
    expect(targets.filter((t) => t.method !== "GET").length).toBeGreaterThanOrEqual(25);
  });

  for (const { method, route } of targets) {
    const { row, actor } = templateFor(method, route);
    for (const who of [...new Set<ActorName>(["guest", actor])]) {
      it(`${method} ${route} as ${who}`, async () => {
        const { ctx, prepared } = await prepareAs(who, row);
        const handler = handlerFor(method, route);
        let before = await snapshot();
        await fc.assert(
          fc.asyncProperty(hostileCall(method, route, prepared), async (call) => {
            const result = await callHandler(handler, { ...prepared, ...call, method, route, token: prepared.token ?? ctx.token });
            expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBeLessThan(500);
            const after = await snapshot();
            if (result.status >= 400) expect(after).toEqual(before);
            before = after;
          }),
          { numRuns: method === "GET" ? 10 : 25, endOnFailure: true },
        );
      });
    }
  }
});
