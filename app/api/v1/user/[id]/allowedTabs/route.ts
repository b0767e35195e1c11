import { apiRoute } from "@/lib/http";
import { setAllowedTabs } from "@/lib/server/users/admin";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => ({
  status: true,
  message: "allowedTabs updated successfully",
  user: await setAllowedTabs(actor, params.id, await json()),
}));
