import { apiRoute } from "@/lib/http";
import { updateProfile } from "@/lib/server/users/profile";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => ({
  status: true,
  message: "Profile updated successfully",
  data: await updateProfile(actor, params.id, await json()),
}));
