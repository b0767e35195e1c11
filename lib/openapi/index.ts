import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { ERROR_MEANINGS, errorBodySchema } from "./errors";

export { ERROR_MEANINGS, errorBodySchema };

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the zod schemas the routes validate with
 * (zod-openapi). Each feature describes its routes in its `api.docs.ts` (an `ApiOperations`
 * table); `registry/api-docs.ts` assembles them with who may call each route, which the
 * authorization matrix decides (`ApiAccess`).
 */

export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];
/** `METHOD /api/v1/...` with the route's folders as they are spelt: `PUT /api/v1/user/approve-user/[id]`. */
export type ApiKey = `${ApiMethod} /api/v1/${string}`;

export type ApiOperation = {
  summary: string;
  description?: string;
  /** The query string the route reads (a zod object). */
  query?: z.ZodType;
  /** The body the route validates. */
  body?: z.ZodType;
  /** The body's media type when it is not JSON. */
  bodyType?: "multipart/form-data" | "application/octet-stream" | "application/x-www-form-urlencoded";
  /** The same route's other way in: the fields and files of a multipart/form-data body. */
  multipart?: z.ZodType;
  /** The success answer's JSON body: the keys clients may rely on (more may be sent; the contract test holds these). */
  response?: z.ZodType;
  /** The success answer when it is not JSON. */
  responseType?: "application/pdf" | "text/csv" | "text/event-stream" | "application/octet-stream";
  /** What authorises a call when no account does (a signature, a secret): replaces the roles. */
  authorisedBy?: string;
  /** Error answers the authorization matrix does not show (a race, a rate limit, a provider down), and what they mean. */
  errors?: Partial<Record<number, string>>;
};

export type ApiOperations = Partial<Record<ApiKey, ApiOperation>>;

/** The actors of the authorization matrix (test/api/actors.ts) that may call a route, and every status its rows expect. */
export type ApiAccess = { actors: string[]; statuses: number[] };

const ROLE_ACTORS = ["user", "instructor", "school", "admin", "superadmin"] as const;

/** Who may call a route, in words and as the roles list the document carries (`x-roles`). */
export function whoMayCall(access: ApiAccess | undefined): { roles: string[]; text: string; public: boolean } {
  const actors = new Set(access?.actors ?? []);
  const roles = ROLE_ACTORS.filter((role) => actors.has(role));
  if (actors.has("guest")) return { roles, text: "Anyone, signed in or not.", public: true };
  if (roles.length === 0) return { roles, text: "No account: authorised by the request itself (a signature or a secret).", public: true };
  const notes = [
    actors.has("pending") ? "also accounts awaiting approval" : "approved accounts only",
    actors.has("admin") && !actors.has("limitedAdmin") ? "an admin needs this tab among their allowed tabs" : "",
  ].filter(Boolean);
  return { roles, text: `${roles.join(", ")} (${notes.join("; ")}).`, public: false };
}

/** `/api/v1/user/[id]/allowedTabs` → `/user/{id}/allowedTabs`, and its path parameters. */
function openApiPath(route: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = route.replace(/^\/api\/v1/, "").replace(/\[([^\]]+)\]/g, (_m, name: string) => (params.push(name), `{${name}}`));
  return { path, params };
}

export const operationIdOf = (key: ApiKey): string => {
  const [method, route] = key.split(" ") as [string, string];
  return `${method.toLowerCase()}${openApiPath(route)
    .path.replace(/[{}]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("")}`;
};

export type ApiEntry = { key: ApiKey; tag: string; operation: ApiOperation };

/**
 * The object of a query schema: a query read as an object, then reshaped (`z.object(…).transform(…)`),
 * or cleaned first (`z.preprocess(fn, z.object(…))`), is documented by its object.
 */
function queryObject(schema: z.ZodType): z.ZodObject {
  const object = schema instanceof z.ZodPipe ? (schema.in instanceof z.ZodObject ? schema.in : schema.out) : schema;
  if (!(object instanceof z.ZodObject)) throw new Error("A query is documented by a zod object");
  // A parameter cleaned first (`z.preprocess`) takes a missing value too: its default, or nothing.
  const shape = Object.entries(object.shape as Record<string, z.ZodType>).map(([name, field]) => [
    name,
    field instanceof z.ZodPipe && field.in instanceof z.ZodTransform ? field.optional() : field,
  ]);
  return z.object(Object.fromEntries(shape) as Record<string, z.ZodType>);
}

function responsesOf(entry: ApiEntry, access: ApiAccess | undefined, isPublic: boolean, hasParams: boolean): ZodOpenApiResponsesObject {
  const { operation } = entry;
  const statuses = access?.statuses ?? [];
  const successes = statuses.filter((s) => s < 400);
  const errors = new Set(statuses.filter((s) => s >= 400));
  if (!isPublic) [401, 403].forEach((s) => errors.add(s));
  if (hasParams) errors.add(404);
  if (operation.body || operation.multipart) [400, 422].forEach((s) => errors.add(s));
  if (operation.query) errors.add(422);
  for (const status of Object.keys(operation.errors ?? {})) errors.add(Number(status));
  // Any route may find its database (or file store) restarting.
  errors.add(503);

  const responses: ZodOpenApiResponsesObject = {};
  const json = operation.response ?? z.object({}).meta({ description: "A JSON object; its keys are not yet part of the contract." });
  for (const status of successes.length > 0 ? successes : [200]) {
    responses[String(status) as "200"] =
      status >= 300
        ? { description: "A redirect to `Location`." }
        : operation.responseType
          ? { description: "The file.", content: { [operation.responseType]: { schema: z.string().meta({ format: "binary" }) } } }
          : {
              description: status === 201 ? "Created." : status === 202 ? "Accepted." : "Success.",
              content: { "application/json": { schema: json } },
            };
  }
  for (const status of [...errors].sort((a, b) => a - b)) {
    responses[String(status) as "400"] = {
      description: operation.errors?.[status] ?? ERROR_MEANINGS[status] ?? "Refused.",
      content: { "application/json": { schema: errorBodySchema } },
    };
  }
  return responses;
}

/** The document: one operation per entry, its roles and error answers from `access`. */
export function buildOpenApiDocument(input: {
  title: string;
  version: string;
  description: string;
  entries: readonly ApiEntry[];
  access: Record<string, ApiAccess>;
}) {
  const paths: ZodOpenApiPathsObject = {};
  for (const entry of input.entries) {
    const [method, route] = entry.key.split(" ") as [ApiMethod, string];
    const { path, params } = openApiPath(route);
    const access = input.access[entry.key];
    const { operation } = entry;
    const who = operation.authorisedBy ? { roles: [], text: operation.authorisedBy, public: true } : whoMayCall(access);
    const item: ZodOpenApiOperationObject & { "x-roles": string[]; "x-who": string } = {
      operationId: operationIdOf(entry.key),
      tags: [entry.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      "x-roles": who.roles,
      "x-who": who.text,
      security: who.public ? [] : [{ bearer: [] }, { session: [] }],
      requestParams: {
        ...(params.length > 0 ? { path: z.object(Object.fromEntries(params.map((name) => [name, z.string()]))) } : {}),
        ...(operation.query ? { query: queryObject(operation.query) } : {}),
      },
      ...(operation.body || operation.multipart
        ? {
            requestBody: {
              required: true,
              content: {
                ...(operation.body ? { [operation.bodyType ?? "application/json"]: { schema: operation.body } } : {}),
                ...(operation.multipart ? { "multipart/form-data": { schema: operation.multipart } } : {}),
              },
            },
          }
        : {}),
      responses: responsesOf(entry, access, who.public, params.length > 0),
    };
    paths[path] = { ...paths[path], [method.toLowerCase()]: item };
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: { title: input.title, version: input.version, description: input.description },
      servers: [{ url: "/api/v1" }],
      tags: [...new Set(input.entries.map((e) => e.tag))].map((name) => ({ name })),
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "The token from POST /user/login." },
          session: {
            type: "apiKey",
            in: "cookie",
            name: "authjs.session-token",
            description: "The site's session cookie; mutations must come from the site's own origin.",
          },
        },
      },
      paths,
    },
    {
      // Schemas that clean their input first (trimming, a blank as absent) are documented by what they then require.
      allowEmptySchema: { pipe: true, transform: true, custom: true },
      // An answer's object lists the keys clients may rely on; it may carry more.
      override: ({ jsonSchema, zodSchema, io }) => {
        if (io === "output" && zodSchema instanceof z.ZodObject && jsonSchema.additionalProperties === false) {
          delete jsonSchema.additionalProperties;
        }
      },
    },
  );
}
