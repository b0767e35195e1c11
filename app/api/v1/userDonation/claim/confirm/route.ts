import { apiRoute } from "@/lib/http";
import { claimGuestGifts } from "@/features/donations/server/gift-links";

/** The mailed link's `{ expires, token }`: adds the guest gifts of the signed-in donor's address to their account. */
export const POST = apiRoute(async ({ actor, json }) => {
  const added = await claimGuestGifts(actor, await json());
  const n = added.gifts;
  return {
    message:
      n === 0
        ? "There were no donations made as a guest with your address to add."
        : `${n} donation${n === 1 ? " is" : "s are"} now in your account.`,
    ...added,
  };
});
