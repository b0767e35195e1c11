import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { updateProfile } from "@/features/accounts/server/profile";

export const PUT = apiRoute<{ id: string }>(
  async ({ actor, params, json }) => ({
    status: true,
    message: "Profile updated successfully",
    data: await updateProfile(actor, params.id, await json()),
  }),
  // An instructor's new name shows in the catalogue's Instructor filter at once.
  { purges: [PAGE_TAGS.videos] },
);
