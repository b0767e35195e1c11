import type { z } from "zod";
import { apiFetch, type Answer } from "@/lib/http/api-client";
import type {
  accountSettingsSchema,
  allowedTabsSchema,
  createUserSchema,
  forgotPasswordSchema,
  ProfileUpdateInput,
  resetPasswordSchema,
} from "@/features/accounts/schema";
import type { approveUser, createUserByAdmin, rejectUser, setAllowedTabs } from "@/features/accounts/server/admin";
import type { requestPasswordReset, resetPassword as resetPasswordService } from "@/features/accounts/server/password-reset";
import type { logoutEverywhere as logoutEverywhereService } from "@/features/accounts/server/login";
import type { updateProfile } from "@/features/accounts/server/profile";
import type { setAccountSettings } from "@/features/accounts/server/account-settings";

/*
 * The accounts API as the browser calls it: one function per call (path, method, body and answer
 * declared here once). Bodies are the server's zod inputs; answers are the route's envelope
 * around the service's own result.
 */

const id = (value: string) => encodeURIComponent(value);
type Status = { status: true };

/** POST user/forgot-password: the same answer whether or not the address has an account. */
export const forgotPassword = (body: z.input<typeof forgotPasswordSchema>) =>
  apiFetch<Status & Answer<typeof requestPasswordReset>>("/user/forgot-password", { method: "POST", json: body });

/** POST user/reset-password/{token}: the new password, with the token from the e-mailed link. */
export const resetPassword = (token: string, body: z.input<typeof resetPasswordSchema>) =>
  apiFetch<Status & Answer<typeof resetPasswordService>>(`/user/reset-password/${id(token)}`, { method: "POST", json: body });

/** PUT user/update-profile/{id}: the person's own details (or, for staff, someone else's). */
export const updateProfileOf = (userId: string, body: ProfileUpdateInput) =>
  apiFetch<Status & { message: string; data: Answer<typeof updateProfile> }>(`/user/update-profile/${id(userId)}`, {
    method: "PUT",
    json: body,
  });

/** POST user/logout-all: ends every session of the signed-in person ("Sign out of every device"), this one included. */
export const logoutEverywhere = () => apiFetch<Status & Answer<typeof logoutEverywhereService>>("/user/logout-all", { method: "POST" });

/** POST user/create-user-by-admin: an instructor, school or admin account, approved at once. */
export const createUser = (body: z.input<typeof createUserSchema>) =>
  apiFetch<Status & { message: string; user: Answer<typeof createUserByAdmin> }>("/user/create-user-by-admin", {
    method: "POST",
    json: body,
  });

/** PUT user/approve-user/{id}: a pending registration approved. */
export const approve = (userId: string) =>
  apiFetch<Status & Answer<typeof approveUser>>(`/user/approve-user/${id(userId)}`, { method: "PUT" });

/** DELETE user/reject-user/{id}: a pending registration removed (and told by e-mail). */
export const reject = (userId: string) =>
  apiFetch<Status & Answer<typeof rejectUser>>(`/user/reject-user/${id(userId)}`, { method: "DELETE" });

/** DELETE user/delete-user/{id}: the account is erased (features/privacy: gifts and invoices stay without the name). */
export const removeUser = (userId: string) =>
  apiFetch<Status & { message: string }>(`/user/delete-user/${id(userId)}`, { method: "DELETE" });

/** PUT user/{id}/allowedTabs: the dashboard tabs an admin may open (none: all). */
export const saveAllowedTabs = (userId: string, body: z.input<typeof allowedTabsSchema>) =>
  apiFetch<Status & { message: string; user: Answer<typeof setAllowedTabs> }>(`/user/${id(userId)}/allowedTabs`, {
    method: "PUT",
    json: body,
  });

/** PUT /account-settings: the superadmin turns automatic approval of general accounts on or off. */
export const saveAccountSettings = (body: z.input<typeof accountSettingsSchema>) =>
  apiFetch<{ message: string; settings: Answer<typeof setAccountSettings> }>("/account-settings", { method: "PUT", json: body });
