import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";

/** The signed URL's query: what local storage signs (lib/storage/local.ts). */
const signedQuery = z.object({
  key: z.string(),
  expires: z.string(),
  type: z.string(),
  size: z.string().optional().meta({ description: "On an upload: the exact size signed." }),
  sig: z.string(),
});

/** The kernel's routes: the document itself, local storage's signed file URLs and the cron route. */
export const kernelApi: ApiOperations = {
  "GET /api/v1/openapi.json": {
    summary: "This document",
    description: "The OpenAPI 3.1 document of /api/v1, generated from the schemas the routes validate with. Public and cacheable.",
    response: z.object({
      openapi: z.string(),
      info: z.object({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()),
    }),
  },
  "PUT /api/v1/files/upload": {
    summary: "Upload a file to a signed URL (local storage only)",
    description: "The URL an upload start answered, used as it is. 404 where files are stored in S3.",
    authorisedBy: "The URL's signature (no account).",
    errors: { 403: "The signature is missing, wrong or expired, or the file's size differs from the one signed." },
    query: signedQuery,
    bodyType: "application/octet-stream",
    body: z.string().meta({ format: "binary" }),
    response: z.object({ message: z.string(), size: z.number() }),
  },
  "GET /api/v1/files/download": {
    summary: "Download a file from a signed URL (local storage only)",
    description: "Supports HTTP Range. 404 where files are stored in S3.",
    authorisedBy: "The URL's signature (no account).",
    errors: { 403: "The signature is missing, wrong or expired." },
    query: signedQuery,
    responseType: "application/octet-stream",
  },
  "GET /api/v1/cron": {
    summary: "Run the scheduled jobs that are due",
    description: "For hosts without a long-running process.",
    authorisedBy: "`Authorization: Bearer $CRON_SECRET` (no account).",
    errors: { 401: "The cron secret is missing or wrong.", 404: "CRON_SECRET is unset here." },
    response: z.object({ jobs: z.unknown() }),
  },
};
