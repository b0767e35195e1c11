import { compose } from "@/lib/mail/compose";
import { site } from "@/lib/site";

/**
 * The mails chat sends (through the outbox): one about messages waiting unread. Never the
 * messages' text: the mail says who wrote and how many, and the dashboard shows the rest behind
 * the sign-in.
 */
export const mails = {
  unreadMessages: (to: string, recipientName: string, senderName: string, unread: number, dashboardUrl: string) =>
    compose(
      to,
      `${senderName} sent you ${unread === 1 ? "a message" : `${unread} messages`} on ${site.name}`,
      `Hello ${recipientName},`,
      [
        `${senderName} wrote to you in the chat of ${site.name}, and ${unread === 1 ? "the message is" : `${unread} messages are`} still waiting for you.`,
        "Open the chat from your dashboard to read and answer. (We send at most one reminder an hour for each conversation.)",
      ],
      { label: "Open your dashboard", url: dashboardUrl },
    ),
};
