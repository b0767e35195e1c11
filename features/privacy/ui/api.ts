import { apiFetch, type Answer } from "@/lib/http/api-client";
import type { requestDataExport } from "../server/exports";

/** POST privacy/export: asks for a download of the person's data (429 with the day they can ask again). */
export const askForDataExport = () =>
  apiFetch<{ message: string; export: Answer<typeof requestDataExport> }>("/privacy/export", { method: "POST" });

/** Where the owner's ready download is fetched: the route answers with a short-lived link to the ZIP. */
export const dataExportDownloadHref = (id: string) => `/api/v1/privacy/export/${id}/download`;

/** POST privacy/close-account: closes the signed-in account for erasure in 14 days (their password again). */
export const closeAccountForErasure = (currentPassword: string) =>
  apiFetch<{ message: string; eraseAfter: string }>("/privacy/close-account", { method: "POST", json: { currentPassword } });

/** POST privacy/erase-user/{id}: staff erase an account at once, with who asked. */
export const eraseUser = (id: string, reason: string) =>
  apiFetch<{ message: string }>(`/privacy/erase-user/${id}`, { method: "POST", json: { reason } });

/** POST privacy/notice: the person accepts this (the current) version of the privacy policy. */
export const acceptNotice = (version: string) =>
  apiFetch<{ message: string; privacyNotice: { version: string; acceptedAt: string } }>("/privacy/notice", {
    method: "POST",
    json: { version },
  });
