/**
 * The rows of the API contract (test/api/contract.test.ts): the specs' calls and what their
 * client reads, each feature's from its own api.contract.ts: one line per feature.
 */
import { accountsContract } from "@/features/accounts/api.contract";
import { bankAccountsContract } from "@/features/bank-accounts/api.contract";
import { chatContract } from "@/features/chat/api.contract";
import { donationsContract } from "@/features/donations/api.contract";
import { libraryContract } from "@/features/library/api.contract";
import { galleryContract } from "@/features/gallery/api.contract";
import { invoicesContract } from "@/features/invoices/api.contract";
import { privacyContract } from "@/features/privacy/api.contract";
import { programsContract } from "@/features/programs/api.contract";
import { schoolStudentsContract } from "@/features/school-students/api.contract";
import { schoolTagsContract } from "@/features/school-tags/api.contract";
import { staffNotificationsContract } from "@/features/staff-notifications/api.contract";
import { videoSettingsContract } from "@/features/video-settings/api.contract";
import { videosContract } from "@/features/videos/api.contract";
import { watchingContract } from "@/features/watching/api.contract";
import type { ContractRow } from "@/test/api/contract";

export const apiContract: readonly ContractRow[] = [
  ...accountsContract,
  ...videosContract,
  ...watchingContract,
  ...schoolTagsContract,
  ...schoolStudentsContract,
  ...donationsContract,
  ...programsContract,
  ...galleryContract,
  ...libraryContract,
  ...bankAccountsContract,
  ...videoSettingsContract,
  ...invoicesContract,
  ...chatContract,
  ...staffNotificationsContract,
  ...privacyContract,
];
