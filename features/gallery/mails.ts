import { compose } from "@/lib/mail/compose";
import { site } from "@/lib/site";

/**
 * The mails this feature sends (rendered here, sent through the outbox): the school hears of
 * each review decision at its account address.
 */
export const mails = {
  photoApproved: (to: string, schoolName: string, title: string, galleryUrl: string) =>
    compose(
      to,
      `Your photo is in the gallery: ${title}`,
      `Hello ${schoolName},`,
      [
        `Thank you for sharing "${title}". Our team has reviewed it and it is now published in the foundation's photo gallery.`,
        "Everyone visiting the gallery can see it, with your school's name. You can edit or remove it at any time from your dashboard.",
      ],
      { label: "See the gallery", url: galleryUrl },
    ),
  photoRejected: (to: string, schoolName: string, title: string, reason: string | null, dashboardUrl: string) =>
    compose(
      to,
      `About your photo: ${title}`,
      `Hello ${schoolName},`,
      [
        `Thank you for sharing "${title}". After review, our team could not publish it in the gallery${reason ? ", for this reason:" : "."}`,
        ...(reason ? [reason] : []),
        "You can change its title, category or description in Gallery Management on your dashboard; saving sends it back to us for another review.",
        `If you have a question, write to us at ${site.contactEmail}.`,
      ],
      { label: "Open Gallery Management", url: dashboardUrl },
    ),
};
