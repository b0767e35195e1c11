import { apiRoute } from "@/lib/http";
import { decideProgramRequest } from "@/features/programs/server/requests";

/** Staff approve or reject a pending request: `{ success, message, data }` (the spec's client checks `success`). */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => {
  const data = await decideProgramRequest(actor, params.id, await json());
  return { success: true, message: `Program request ${data.status}`, data };
});
