import { apiRoute } from "@/lib/http";
import { acceptPrivacyNotice } from "@/features/privacy/server/notice";

/** `{ version }`: the signed-in person accepts this (the current) version of the privacy policy; 409 when already accepted or no longer current. */
export const POST = apiRoute(async ({ actor, json }) => {
  const accepted = await acceptPrivacyNotice(actor, await json());
  return { message: "Thank you. Your acceptance of the privacy policy is recorded.", privacyNotice: accepted };
});
