import { apiRoute } from "@/lib/http";
import { requestErasure } from "@/features/privacy/server/erasure";

/** `{ currentPassword }`: closes the signed-in account for erasure in 14 days (features/privacy). */
export const POST = apiRoute(async ({ actor, json }) => {
  const { eraseAfter } = await requestErasure(actor, await json());
  return { message: "Your account is closed and will be erased in 14 days. Sign in before then to cancel.", eraseAfter };
});
