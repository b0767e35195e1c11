/**
 * The shape of a row of the authorization matrix (test/api/authorization-matrix.test.ts), and
 * what rows of several features share. Each feature keeps its rows in features/<domain>/api.rows.ts
 * (the kernel's in test/api/kernel.rows.ts); registry/api-rows.ts assembles them.
 */
import type { UserRow } from "@/lib/db/schema";
import { createUser } from "@/test/db";
import type { MemoryStorage } from "@/test/memory-storage";
import { findUser, type ActorName, type SignedIn } from "./actors";
import type { ApiResult, Call } from "./request";
import type { Method } from "./routes";

export type Ctx = SignedIn & {
  /** The actor's own id; for a guest, the id of some other account. */
  selfId: () => Promise<string>;
  /** The storage the video services use during the matrix, emptied before every cell. */
  storage: MemoryStorage;
};
/** What a row's prepare adds to the call; a `token` replaces the actor's own (a secret that is no account's). */
export type Prepared = Pick<Call, "params" | "body" | "query" | "headers" | "binary" | "token" | "signal">;

/** The expected status of every actor: `default`, unless the actor's own key says otherwise. */
export type Expected = { default: number } & Partial<Record<ActorName, number>>;

export type ApiRow = Expected & {
  method: Method;
  /** The route's URL pattern, as its folders spell it: /api/v1/user/update-profile/[id]. */
  route: string;
  case: string;
  prepare?: (ctx: Ctx) => Promise<Prepared> | Prepared;
  /** Checks the database after the call: what a refused call must not have changed. */
  verify?: (ctx: Ctx, result: ApiResult, prepared: Prepared) => Promise<void>;
};

export const expectedFor = (row: Expected, actor: ActorName): number => row[actor] ?? row.default;

// Sets of expectations that many rows share; a row spreads one and overrides what differs.
/** A guest has no session and a pending account is not approved yet. */
export const SIGNED_IN = { guest: 401, pending: 403 } as const;
/** `status` for the admin with every tab and the superadmin; the limited admin (approval requests only) is refused. */
export const staff = (status: number) => ({ default: 403, guest: 401, admin: status, superadmin: status }) as const;
/** `status` for instructors (on their own records) and for staff. */
export const uploaders = (status: number) => ({ ...staff(status), instructor: status }) as const;
export const STAFF_ONLY = staff(200);
export const UPLOADERS = uploaders(200);

export const anyId = "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001";
export const target = (spec: Parameters<typeof createUser>[0]) => createUser(spec);
export const idOf = (prepared: Prepared) => prepared.params?.id as string;

/** Reloads the target account and checks a field against what a 2xx or a refusal must leave. */
export const expectTarget =
  (check: (row: UserRow | undefined, ok: boolean) => void) => async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
    check(await findUser(idOf(prepared)), result.status < 300);
