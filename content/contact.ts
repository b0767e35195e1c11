import { site } from "@/lib/site";

/** The Contact page (/contact) and the words of its form. */

export type ContactContent = {
  metadata: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  email: { heading: string; text: string; address: string };
  topics: { heading: string; items: string[] };
  form: {
    heading: string;
    intro: string;
    labels: { name: string; email: string; message: string; honeypot: string };
    messageHint: string;
    submit: string;
    busy: string;
    privacyNote: string;
    /** Shown when the server gave no message of its own. */
    failed: string;
  };
  thanks: { heading: string; text: string; again: string };
};

export const contact: ContactContent = {
  metadata: {
    title: "Contact Us",
    description: `Write to ${site.name} about programs for your school or workplace, volunteering, teaching with us or donations.`,
  },
  eyebrow: "Contact",
  title: "Contact Us",
  intro:
    "We would love to hear from you: about programs for your school or workplace, teaching with us, volunteering, donations or anything else.",
  email: {
    heading: "E-mail us",
    text: "Prefer your own mail program? Write to us directly at:",
    address: site.contactEmail,
  },
  topics: {
    heading: "People often write to us about",
    items: [
      "bringing morning sessions to a school",
      "mental fitness sessions for a team",
      "community and family groups",
      "teaching or volunteering with us",
      "donations and partnerships",
    ],
  },
  form: {
    heading: "Send us a message",
    intro: "A member of our small team reads every message and replies personally.",
    labels: { name: "Your name", email: "Your e-mail address", message: "Your message", honeypot: "Leave this field empty" },
    messageHint: "Between 10 and 5,000 characters.",
    submit: "Send message",
    busy: "Sending...",
    privacyNote: "We use your name and e-mail address only to answer you.",
    failed: "Your message could not be sent. Please try again, or e-mail us directly.",
  },
  thanks: {
    heading: "Message sent",
    text: "Your message is on its way. We will reply to the e-mail address you gave us as soon as we can.",
    again: "Send another message",
  },
};
