import { accountsPersonalData } from "@/features/accounts/personal-data";
import { bankAccountsPersonalData } from "@/features/bank-accounts/personal-data";
import { chatPersonalData } from "@/features/chat/personal-data";
import { contactPersonalData } from "@/features/contact/personal-data";
import { donationsPersonalData } from "@/features/donations/personal-data";
import { galleryPersonalData } from "@/features/gallery/personal-data";
import { invoicesPersonalData } from "@/features/invoices/personal-data";
import { libraryPersonalData } from "@/features/library/personal-data";
import { kernelPersonalData } from "@/features/privacy/kernel-personal-data";
import { privacyPersonalData } from "@/features/privacy/personal-data";
import { programsPersonalData } from "@/features/programs/personal-data";
import { schoolTagsPersonalData } from "@/features/school-tags/personal-data";
import { staffNotificationsPersonalData } from "@/features/staff-notifications/personal-data";
import { videosPersonalData } from "@/features/videos/personal-data";
import { watchingPersonalData } from "@/features/watching/personal-data";
import type { PersonalData } from "@/lib/privacy/personal-data";

/**
 * What each feature holds about a person (lib/privacy/personal-data.ts): its part of the export
 * and of erasure, one line per feature, in the order erasure runs them. The account comes last: the
 * others find the person by their e-mail before it is removed. registry/personal-data.test.ts
 * holds the list to the database schema.
 */
export const personalData: readonly PersonalData[] = [
  kernelPersonalData,
  watchingPersonalData,
  videosPersonalData,
  schoolTagsPersonalData,
  galleryPersonalData,
  libraryPersonalData,
  programsPersonalData,
  donationsPersonalData,
  invoicesPersonalData,
  bankAccountsPersonalData,
  chatPersonalData,
  staffNotificationsPersonalData,
  contactPersonalData,
  privacyPersonalData,
  accountsPersonalData,
];
