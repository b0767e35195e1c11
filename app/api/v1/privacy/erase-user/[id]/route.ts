import { apiRoute } from "@/lib/http";
import { eraseByStaff } from "@/features/privacy/server/erasure";

/** `{ reason }`: staff erase an account at once, at a person's or a parent's request (features/privacy). */
export const POST = apiRoute<{ id: string }>(async ({ actor, params, json }) => eraseByStaff(actor, params.id, await json()));
