/**
 * The shape of a row of the API contract (test/api/contract.test.ts): one call of the specs'
 * call tables (spec/01 and spec/02 section 7, original-api.md 13), made as the role the spec's
 * client makes it, and the keys and types that client reads from the answer. Each feature keeps
 * its rows in features/<domain>/api.contract.ts; registry/api-contract.ts assembles them.
 */
import { z } from "zod";
import type { ActorName } from "./actors";
import type { Ctx, Prepared } from "./matrix";
import type { Method } from "./routes";

export type ContractRow = {
  /** The call as the spec writes it: `GET video/getAllVideos`. */
  call: string;
  method: Method;
  /** The route's URL pattern, as its folders spell it. */
  route: string;
  /** Who makes the call in the spec's flow. */
  as: ActorName;
  /** 200 unless the route answers another success status. */
  status?: number;
  prepare?: (ctx: Ctx) => Promise<Prepared> | Prepared;
  /** What the spec's client reads; keys it does not read are free to change. "Not shown" in the spec: `nothingRead`. */
  reads: z.ZodType;
};

/** The spec's client reads nothing from the body (its table says "not shown"): any JSON object. */
export const nothingRead = z.object({});

/** A non-empty array of `item`: a contract on an empty list would check nothing. */
export const listOf = (item: z.ZodType) => z.array(item).min(1);
