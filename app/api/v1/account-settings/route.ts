import { apiRoute } from "@/lib/http";
import { getAccountSettings, setAccountSettings } from "@/features/accounts/server/account-settings";

/** `{ settings: { autoApproveStudents, updatedAt } }`: the superadmin's account settings (off, with no date, until first saved). */
export const GET = apiRoute(async ({ actor }) => ({ settings: await getAccountSettings(actor) }));

/** `{ autoApproveStudents }`: whether new general (student) accounts are approved at sign-up; answered as GET does. */
export const PUT = apiRoute(async ({ actor, json }) => ({
  message: "Account settings saved",
  settings: await setAccountSettings(actor, await json()),
}));
