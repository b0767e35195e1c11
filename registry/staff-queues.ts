import { registrationsQueue } from "@/features/accounts/staff-queue";
import { galleryQueue } from "@/features/gallery/staff-queue";
import { invoicesQueue } from "@/features/invoices/staff-queue";
import { libraryQueue } from "@/features/library/staff-queue";
import { programsQueue } from "@/features/programs/staff-queue";
import type { StaffQueue } from "@/features/staff-notifications";
import { videosQueue } from "@/features/videos/staff-queue";

/**
 * The queues of work waiting for staff, one line per feature (its staff-queue.ts), in the order
 * the digest lists them. features/staff-notifications reads them for its mails.
 */
export const staffQueues: readonly StaffQueue[] = [
  registrationsQueue,
  videosQueue,
  libraryQueue,
  galleryQueue,
  programsQueue,
  invoicesQueue,
];
