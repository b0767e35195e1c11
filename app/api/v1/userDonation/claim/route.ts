import { apiRoute } from "@/lib/http";
import { requestGiftClaim } from "@/features/donations/server/gift-links";

/** Mails the signed-in donor a link to their own address that adds the gifts they made as a guest with it. */
export const POST = apiRoute(async ({ actor }) => requestGiftClaim(actor));
