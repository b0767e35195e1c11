/**
 * The OpenAPI document of /api/v1 (served at /api/v1/openapi.json, shown at /developers): each
 * feature's routes from its own api.docs.ts, one line per feature; who may call each route and
 * the statuses it answers from the authorization matrix (api-access.json, written by
 * test/api/openapi.test.ts from registry/api-rows.ts and registry/api-contract.ts).
 */
import { accountsApi } from "@/features/accounts/api.docs";
import { bankAccountsApi } from "@/features/bank-accounts/api.docs";
import { chatApi } from "@/features/chat/api.docs";
import { contactApi } from "@/features/contact/api.docs";
import { donationsApi } from "@/features/donations/api.docs";
import { galleryApi } from "@/features/gallery/api.docs";
import { invoicesApi } from "@/features/invoices/api.docs";
import { libraryApi } from "@/features/library/api.docs";
import { privacyApi } from "@/features/privacy/api.docs";
import { programsApi } from "@/features/programs/api.docs";
import { schoolStudentsApi } from "@/features/school-students/api.docs";
import { schoolTagsApi } from "@/features/school-tags/api.docs";
import { staffNotificationsApi } from "@/features/staff-notifications/api.docs";
import { videoSettingsApi } from "@/features/video-settings/api.docs";
import { videosApi } from "@/features/videos/api.docs";
import { watchingApi } from "@/features/watching/api.docs";
import { kernelApi } from "@/lib/openapi/kernel-api";
import { buildOpenApiDocument, type ApiEntry, type ApiKey, type ApiOperations } from "@/lib/openapi";
import packageJson from "@/package.json";
import access from "./api-access.json";

const byTag: Record<string, ApiOperations> = {
  Accounts: accountsApi,
  Videos: videosApi,
  Watching: watchingApi,
  "School tags": schoolTagsApi,
  "School students": schoolStudentsApi,
  Contact: contactApi,
  Donations: donationsApi,
  Programs: programsApi,
  Gallery: galleryApi,
  Library: libraryApi,
  "Bank accounts": bankAccountsApi,
  "Video settings": videoSettingsApi,
  Invoices: invoicesApi,
  Chat: chatApi,
  "Staff notifications": staffNotificationsApi,
  Privacy: privacyApi,
  Site: kernelApi,
};

export const apiEntries: readonly ApiEntry[] = Object.entries(byTag).flatMap(([tag, operations]) =>
  Object.entries(operations).map(([key, operation]) => ({ key: key as ApiKey, tag, operation: operation! })),
);

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** Built once per process: it depends on the code alone. */
export function openApiDocument() {
  document ??= buildOpenApiDocument({
    title: "Mindful Minds Foundation API",
    version: packageJson.version,
    description:
      "The /api/v1 routes of the site. Authentication, cookies, same-origin rules, rate limits and conventions: docs/api.md. Every error answers `{ message }` with a real status.",
    entries: apiEntries,
    access,
  });
  return document;
}
