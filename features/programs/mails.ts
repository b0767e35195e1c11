import { compose } from "@/lib/mail/compose";
import { site } from "@/lib/site";

/**
 * The mails this feature sends (rendered here, sent through the outbox). They go to the school's
 * account address only, never to the contact e-mail typed into a request: the server does not
 * mail an address a client chose.
 */
export const mails = {
  programApproved: (to: string, schoolName: string, program: string, requestedOn: string, dashboardUrl: string) =>
    compose(
      to,
      `Your program request has been approved: ${program}`,
      `Hello ${schoolName},`,
      [
        `Good news: your request of ${requestedOn} for the program "${program}" has been approved.`,
        "Someone from the foundation will contact the person named in your request to agree the next steps and dates with you.",
      ],
      { label: "See your program requests", url: dashboardUrl },
    ),
  programRejected: (to: string, schoolName: string, program: string, requestedOn: string, dashboardUrl: string) =>
    compose(
      to,
      `About your program request: ${program}`,
      `Hello ${schoolName},`,
      [
        `Thank you for your request of ${requestedOn} for the program "${program}". After review, we are not able to take it forward at the moment, so it has been declined.`,
        `You are welcome to send a new request from your dashboard, for example for another program, or to write to us at ${site.contactEmail} with any questions.`,
      ],
      { label: "See your program requests", url: dashboardUrl },
    ),
};
