/**
 * The kernel routes' rows of the authorization matrix (test/api/matrix.ts says how to read one):
 * the signed file URLs of local storage, the cron route, the OpenAPI document, /api/health and
 * /api/ready, and the catch-all 404 of /api/v1.
 */
import { expect, onTestFinished } from "vitest";
import { PUT as upload } from "@/app/api/v1/files/upload/route";
import { env } from "@/lib/config/env";
import { getStorage, setStorageForTests } from "@/lib/storage";
import { newObjectKey } from "@/lib/storage/keys";
import { LocalStorage } from "@/lib/storage/local";
import type { ApiRow, Ctx, Prepared } from "./matrix";
import { callHandler, type ApiResult, type Handler } from "./request";

/**
 * The signed file routes (lib/storage/local.ts) are authorised by the URL's signature, never by
 * the caller's role: every actor gets the same answer, with or without an account.
 */
function localStorage(): LocalStorage {
  // The matrix installs the in-memory double for the other rows: these use the configured adapter.
  setStorageForTests();
  const storage = getStorage();
  if (!(storage instanceof LocalStorage)) throw new Error("the matrix runs with local storage");
  return storage;
}
// The route's own context type names its (no) params; callHandler takes any route's.
const uploadHandler = upload as Handler;
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);
const fileBody = new TextEncoder().encode("not really a video, but bytes");
async function signedUpload(change?: (query: Record<string, string>) => void): Promise<Prepared> {
  const key = newObjectKey("video", "mp4");
  const target = await localStorage().createUploadTarget(key, { contentType: "video/mp4", size: fileBody.length, expiresInSeconds: 60 });
  const query = queryOf(target.url);
  change?.(query);
  return { query, body: fileBody, headers: target.headers };
}
async function signedDownload(change?: (query: Record<string, string>) => void): Promise<Prepared> {
  const key = newObjectKey("video", "mp4");
  const target = await localStorage().createUploadTarget(key, { contentType: "video/mp4", size: fileBody.length, expiresInSeconds: 60 });
  const stored = await callHandler(uploadHandler, {
    method: "PUT",
    route: "/api/v1/files/upload",
    query: queryOf(target.url),
    body: fileBody,
    headers: target.headers,
  });
  expect(stored.status).toBe(201);
  const query = queryOf(await localStorage().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 }));
  change?.(query);
  return { query, binary: true };
}
const uploadedSize = async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
  expect(await localStorage().head(prepared.query!.key!)).toEqual(result.status === 201 ? { size: fileBody.length } : null);

/**
 * The cron route answers to `Bearer $CRON_SECRET` only, and does not exist (404) where the
 * secret is unset. The configuration is read once (lib/config/env.ts): a cell sets the secret on it and
 * puts the previous value back when it ends.
 */
const CRON_SECRET = "matrix-cron-secret-0123456789";
function cronSecret(secret: string | undefined): void {
  const config = env();
  const before = config.cronSecret;
  config.cronSecret = secret;
  onTestFinished(() => {
    config.cronSecret = before;
  });
}

const METRICS_TOKEN = "matrix-metrics-token-0123456789";
function metricsToken(token: string | undefined): void {
  const config = env();
  const before = config.metricsToken;
  config.metricsToken = token;
  onTestFinished(() => {
    config.metricsToken = before;
  });
}

export const kernelRows: ApiRow[] = [
  {
    method: "PUT",
    route: "/api/v1/files/upload",
    case: "valid signature",
    default: 201,
    prepare: () => signedUpload(),
    verify: uploadedSize,
  },
  {
    method: "PUT",
    route: "/api/v1/files/upload",
    case: "no signature",
    default: 403,
    prepare: () => signedUpload((q) => delete q.sig),
    verify: uploadedSize,
  },
  {
    method: "PUT",
    route: "/api/v1/files/upload",
    case: "tampered size",
    default: 403,
    prepare: () => signedUpload((q) => (q.size = "104857600")),
    verify: uploadedSize,
  },
  {
    method: "GET",
    route: "/api/v1/files/download",
    case: "valid signature",
    default: 200,
    prepare: () => signedDownload(),
    verify: async (_ctx, result) => expect(new Uint8Array(await result.response.arrayBuffer())).toEqual(fileBody),
  },
  {
    method: "GET",
    route: "/api/v1/files/download",
    case: "no signature",
    default: 403,
    prepare: () => signedDownload((q) => delete q.sig),
  },
  {
    method: "GET",
    route: "/api/v1/files/download",
    case: "tampered key",
    default: 403,
    prepare: () => signedDownload((q) => (q.key = newObjectKey("video", "mp4"))),
  },

  // ── scheduled jobs ──
  {
    method: "GET",
    route: "/api/v1/cron",
    case: "CRON_SECRET set, an account's token or none",
    default: 401,
    prepare: () => (cronSecret(CRON_SECRET), {}),
    verify: async (_ctx, result) =>
      expect(result.body).toEqual({ message: "A valid cron secret is required.", requestId: expect.any(String) }),
  },
  {
    method: "GET",
    route: "/api/v1/cron",
    case: "CRON_SECRET set, the secret",
    default: 200,
    prepare: () => (cronSecret(CRON_SECRET), { token: CRON_SECRET }),
    verify: async (_ctx, result) => expect((result.body.jobs as { name: string }[]).map((job) => job.name)).toContain("outbox.drain"),
  },
  { method: "GET", route: "/api/v1/cron", case: "CRON_SECRET unset", default: 404, prepare: () => (cronSecret(undefined), {}) },

  // ── the OpenAPI document: public, the same for everyone ──
  {
    method: "GET",
    route: "/api/v1/openapi.json",
    case: "the document",
    default: 200,
    verify: async (_ctx, result) => {
      expect(result.body.openapi).toBe("3.1.0");
      expect(result.response.headers.get("cache-control")).toMatch(/^public, /);
    },
  },

  // ── health and readiness: public, for load balancers and monitors (app/api/ready/route.test.ts has the 503) ──
  { method: "GET", route: "/api/health", case: "the process answers", default: 200 },
  {
    method: "GET",
    route: "/api/ready",
    case: "a migrated database",
    default: 200,
    verify: async (_ctx, result) => expect(result.body).toEqual({ status: "ready" }),
  },

  // ── Prometheus metrics: METRICS_TOKEN, like the cron secret ──
  {
    method: "GET",
    route: "/api/metrics",
    case: "METRICS_TOKEN set, an account's token or none",
    default: 401,
    prepare: () => (metricsToken(METRICS_TOKEN), {}),
  },
  {
    method: "GET",
    route: "/api/metrics",
    case: "METRICS_TOKEN set, the token",
    default: 200,
    prepare: () => (metricsToken(METRICS_TOKEN), { token: METRICS_TOKEN, binary: true }),
  },
  { method: "GET", route: "/api/metrics", case: "METRICS_TOKEN unset", default: 404, prepare: () => (metricsToken(undefined), {}) },

  // ── unknown paths under /api/v1 ──
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method): ApiRow => ({
    method,
    route: "/api/v1/[...path]",
    case: "unknown path",
    default: 404,
    prepare: () => ({ params: { path: ["user", "no-such-thing"] } }),
  })),
];
