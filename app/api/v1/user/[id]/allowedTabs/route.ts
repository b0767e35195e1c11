import { apiRoute } from "@/lib/http";
import { setAllowedTabs } from "@/features/accounts/server/admin";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => ({
  status: true,
  message: "allowedTabs updated successfully",
  user: await setAllowedTabs(actor, params.id, await json()),
}));
