import { compose } from "@/lib/mail/compose";

/** The mails this feature sends (rendered here, sent through the outbox). */
export const mails = {
  videoApproved: (to: string, name: string, courseName: string, dashboardUrl: string) =>
    compose(
      to,
      "Your video has been approved",
      `Hello ${name},`,
      [`Good news: your video "${courseName}" has been reviewed and approved. It is now part of the video library.`],
      { label: "Open your dashboard", url: dashboardUrl },
    ),
  videoRejected: (to: string, name: string, courseName: string, reason: string, dashboardUrl: string) =>
    compose(
      to,
      "About your video",
      `Hello ${name},`,
      [
        `Thank you for your video "${courseName}". After review, our team could not publish it yet, for this reason:`,
        reason,
        "You can edit the video from your dashboard; saving it sends it back to us for another review.",
      ],
      { label: "Open your dashboard", url: dashboardUrl },
    ),
};
