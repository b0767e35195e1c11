import { apiRoute } from "@/lib/http";
import { finishTestCheckout } from "@/features/donations/server/test-checkout";

/** The embedded test-mode checkout's Pay or Fail (404 when Stripe is configured): `{ redirect }`. */
export const POST = apiRoute(async ({ json }) => finishTestCheckout(await json()));
