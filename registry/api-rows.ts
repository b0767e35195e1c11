/**
 * The rows of the authorization matrix (test/api/authorization-matrix.test.ts), each feature's
 * from its own api.rows.ts: one line per feature.
 */
import { accountsRows } from "@/features/accounts/api.rows";
import { bankAccountsRows } from "@/features/bank-accounts/api.rows";
import { chatRows } from "@/features/chat/api.rows";
import { contactRows } from "@/features/contact/api.rows";
import { donationsRows } from "@/features/donations/api.rows";
import { libraryRows } from "@/features/library/api.rows";
import { galleryRows } from "@/features/gallery/api.rows";
import { invoicesRows } from "@/features/invoices/api.rows";
import { privacyRows } from "@/features/privacy/api.rows";
import { programsRows } from "@/features/programs/api.rows";
import { schoolStudentsRows } from "@/features/school-students/api.rows";
import { schoolTagsRows } from "@/features/school-tags/api.rows";
import { staffNotificationsRows } from "@/features/staff-notifications/api.rows";
import { videoSettingsRows } from "@/features/video-settings/api.rows";
import { videosRows } from "@/features/videos/api.rows";
import { watchingRows } from "@/features/watching/api.rows";
import type { ApiRow } from "@/test/api/matrix";
import { kernelRows } from "@/test/api/kernel.rows";

export const apiRows: readonly ApiRow[] = [
  ...kernelRows,
  ...accountsRows,
  ...videosRows,
  ...watchingRows,
  ...schoolTagsRows,
  ...schoolStudentsRows,
  ...contactRows,
  ...donationsRows,
  ...programsRows,
  ...galleryRows,
  ...libraryRows,
  ...bankAccountsRows,
  ...videoSettingsRows,
  ...invoicesRows,
  ...chatRows,
  ...staffNotificationsRows,
  ...privacyRows,
];
