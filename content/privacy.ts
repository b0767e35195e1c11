import { CONTACT_RETENTION_DAYS } from "@/features/contact/schema";
import { FAILED_OUTBOX_RETENTION_DAYS, retentionSettings, SENT_MAIL_RETENTION_DAYS } from "@/lib/config/settings";
import { site } from "@/lib/site";

/**
 * The privacy policy (/privacy), in plain language. It describes what this site stores; when a
 * feature starts to keep something new, add it here and move `lastUpdated`.
 */

export type PrivacyBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  /** A list of terms with their explanation ("Accounts: …"). */
  | { kind: "terms"; items: { term: string; text: string }[] };

export type PrivacySection = { id: string; heading: string; blocks: PrivacyBlock[] };

export type PrivacyContent = {
  metadata: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last change to this policy. */
  lastUpdated: string;
  lastUpdatedLabel: string;
  tocHeading: string;
  summary: { heading: string; items: string[] };
  sections: PrivacySection[];
};

/** A period as people say it: "two years", "90 days". */
export function period(days: number): string {
  const years = days / 365;
  const words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  if (Number.isInteger(years)) return years === 1 ? "one year" : `${words[years] ?? years} years`;
  return `${days} days`;
}

/** A number of years as people say it: "eight years", "one year". */
function years(n: number): string {
  return period(n * 365);
}

/** The configured periods (read where the site is built: docs/privacy.md). */
const kept = retentionSettings(process.env);

const p = (text: string): PrivacyBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): PrivacyBlock => ({ kind: "list", items });
const terms = (...items: { term: string; text: string }[]): PrivacyBlock => ({ kind: "terms", items });

export const privacy: PrivacyContent = {
  metadata: {
    title: "Privacy Policy",
    description: `What ${site.name} stores about you, why, who can see it, how long we keep it, and how to ask us to see, correct or delete it.`,
  },
  eyebrow: "Privacy",
  title: "Privacy Policy",
  intro: "What we store about you, why we store it, who can see it and what you can ask us to do with it.",
  lastUpdated: "2026-11-28",
  lastUpdatedLabel: "Last updated:",
  tocHeading: "On this page",
  summary: {
    heading: "In short",
    items: [
      "We keep only what we need to run the site, our programs and your account.",
      "We never see or store your card number: donations are paid through our payment provider.",
      "We use no advertising or tracking cookies, and we never sell or share your details for marketing.",
      `You can ask to see, correct or delete your data at any time by writing to ${site.contactEmail}.`,
    ],
  },
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        p(
          `This website is run by ${site.name}, a not-for-profit foundation that teaches mindfulness and emotional well-being. We are responsible for the personal data described here. You can reach us about anything in this policy at ${site.contactEmail}.`,
        ),
      ],
    },
    {
      id: "what-we-store",
      heading: "What we store and why",
      blocks: [
        p(
          "You can read our public pages without telling us anything about yourself. We store personal data only when you use one of the features below.",
        ),
        terms(
          {
            term: "Your account",
            text: "When you register we store your name, e-mail address, the type of account you chose (student, instructor or school) and, where you give them, your phone number and address. We also keep the extra details each registration form asks for, such as a student's school and date of birth, an instructor's bio, experience and credentials, or a school's contact person and number of students. We record whether your account is waiting for approval or approved, and when it was created and last changed. We use these details to run your account, to review new accounts and to contact you about them.",
          },
          {
            term: "Your acceptance of this policy",
            text: "When you register, you confirm that you have read this policy. We record which version of it you accepted and when. When we change it in a way that matters for you, your dashboard asks you to read it again and records your acceptance of the new version in the same way.",
          },
          {
            term: "Your password",
            text: "We never store your password as you typed it. We keep only a one-way hash of it (made with Argon2id), which lets us check your password when you sign in but cannot be turned back into the password itself.",
          },
          {
            term: "Donations",
            text: "Card payments are handled entirely by our payment provider on its own secure pages: we never see or store your card number or security code. From the provider we receive and keep the amount, the currency, whether the gift is one-time or monthly, the date, whether the payment succeeded and a payment reference. We also keep the message you add, your e-mail address for the receipt, your choice to give anonymously (then your name is not shown with the gift, even in our own donation records) and, if you give while signed in, a link to your account. We use these records to thank you, to manage monthly gifts and to keep the accounts that the law requires of a not-for-profit.",
          },
          {
            term: "Viewing progress",
            text: "When you watch a guided video while signed in, we save how far you got and whether you finished it, so that you can carry on where you left off and see your progress on your dashboard.",
          },
          {
            term: "Uploads",
            text: "Instructors can upload videos and schools can upload photos. We store the files, their titles and descriptions, who uploaded them and when. Every upload is reviewed by our team before it is published; a rejected upload is not shown to the public. Schools must upload only photos they have permission to share, including the consent of parents or guardians for any child who can be recognised: for every photo, the school confirms that it holds that consent, and we record who confirmed it and when, with the photo.",
          },
          {
            term: "Contact messages",
            text: "When you write to us through the contact form we store your name, e-mail address, message, the time it was sent and the network address it came from, and we e-mail a copy to our team so that we can reply. The network address is used only to stop the form being flooded with messages.",
          },
          {
            term: "Working with us",
            text: "If you are an instructor or a school working with us, we also keep what you send us for that work: for an instructor, the bank details and invoices needed to pay you; and the messages you exchange with our team through the site.",
          },
          {
            term: "Security records",
            text: "To protect accounts, we keep short-lived records of sign-in failures, registrations, password-reset requests and contact messages, linked to an e-mail address or a network address, so that repeated attempts can be slowed down. We also keep a log of actions taken by our administrators (such as approving, rejecting or deleting an account), so that every change can be traced.",
          },
        ),
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        p(
          "We use only cookies that are strictly necessary for the site to work. When you sign in, we set a secure sign-in cookie that keeps you signed in for up to seven days; your browser cannot read it from scripts, and it is removed when you log out. Our sign-in system also sets two small cookies that protect the sign-in form from forged requests and remember which page to return you to.",
        ),
        p(
          "We use no advertising, analytics or tracking cookies, and our pages load no scripts, fonts or images from other companies' servers. Because these cookies are strictly necessary, we do not ask for consent to them; you can still block them in your browser, but you will not be able to sign in.",
        ),
      ],
    },
    {
      id: "email",
      heading: "E-mails we send",
      blocks: [
        p("We send e-mails only when they are needed for something you did or asked for:"),
        list(
          "a welcome message when you register, and a message when your account is approved or declined;",
          "a password-reset link when you ask for one, and a notice when your password has been changed;",
          "replies to the messages you send us;",
          "messages about your donations, uploads or work with us.",
        ),
        p("We do not send newsletters or marketing e-mails, and we never sell, rent or share your address."),
      ],
    },
    {
      id: "who-can-see",
      heading: "Who can see what",
      blocks: [
        terms(
          {
            term: "The public",
            text: "Only what has been approved for publication: videos with their title, description and instructor's name, and gallery photos with the name of the school that shared them. Donations and donors are never shown publicly.",
          },
          {
            term: "Signed-in members",
            text: "An approved account can see an instructor's public profile: name, professional title, subject and bio. A school can see the students who chose it when they registered: their name, e-mail address and phone number, whether their account is approved and when it was made, and their practice totals (minutes practised this week and this term, how many videos they completed, when they last practised, and the classes the school tagged the videos they watched for). It does not see which videos they watched, their date of birth or address. A student attached to a school is told this on their dashboard.",
          },
          {
            term: "Our administrators",
            text: "A small number of staff can see account details, uploads waiting for review, donation records and contact messages, because they need them to approve accounts and content, answer questions and keep the accounts. Each administrator can be limited to the areas they work on.",
          },
          {
            term: "Service providers",
            text: "We use a few trusted companies to run the site for us: hosting, the database, file storage, e-mail delivery and the payment provider. They process data only on our instructions and only to provide their service.",
          },
        ),
        p(
          "We do not sell personal data and we do not share it with anyone for advertising. We would disclose it to others only if the law required us to.",
        ),
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      blocks: [
        list(
          "Accounts, with their profile details and viewing progress, are kept while the account exists. When an account is deleted, these go with it. A registration that we decline is deleted straight away.",
          "Password-reset links expire after one hour and can be used only once; an expired link is deleted within a day.",
          "A record of each sign-in (which device, when) is deleted a day after it ends, when you log out or after seven days.",
          "Records of sign-in and other attempts are cleared after about a day.",
          "Uploads are kept until they are deleted. A deleted upload first goes to a recycle bin, from which our team can restore it or remove it for good. An upload that was started but never finished is deleted within a day.",
          `Contact messages are kept for as long as we need them to answer you and follow up, and for no longer than ${period(CONTACT_RETENTION_DAYS)}.`,
          `A copy of each e-mail we send is kept only until it has been sent. One that could not be delivered is kept ${period(FAILED_OUTBOX_RETENTION_DAYS)}, so that we can find out why, then deleted. Where the site is run without a mail server (a test installation), it keeps the e-mails it would have sent as files for ${period(SENT_MAIL_RETENTION_DAYS)}, then deletes them.`,
          `Chat messages are deleted ${period(kept.chatDays)} after they were sent.`,
          `Donation records and instructors' invoices are kept for as long as the law requires us to keep financial records: ${years(kept.accountingYears)} after their date. When an account is deleted, they stay for that time without the name, e-mail address, message or bank details, and are then deleted.`,
          `The log of administrators' actions names who did what for ${period(kept.auditDays)}, so that changes can be traced; after that, only what was done and when is kept, without names, e-mail addresses or details.`,
        ),
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        p(
          "The site is served over an encrypted connection. Passwords are stored only as one-way hashes, sign-in attempts are limited, and every request is checked against the account's current role and approval. Changing or resetting your password signs you out everywhere. Only the staff who need access to a kind of data can see it.",
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        p(
          "You can download a copy of everything we hold about you yourself, at any time: sign in, open Profile in your dashboard and choose Download your data. You get one ZIP file (with a note saying what each file in it holds) that you can download for 7 days, and you can ask for a new one once a day.",
        ),
        p("You can also ask us at any time to:"),
        list(
          "tell you what personal data we hold about you and give you a copy of it (access);",
          "correct anything that is wrong or out of date (correction): you can also edit much of your profile yourself after signing in;",
          "delete your account and the data linked to it (deletion), apart from what the law requires us to keep, such as donation records;",
          "stop using your data for a particular purpose, where you have the right to object.",
        ),
        p(
          `To make a request, e-mail ${site.contactEmail}, if you can from the address linked to your account, so that we know the request comes from you. We will reply within one month. If you are unhappy with our answer, you can also complain to the data protection authority where you live.`,
        ),
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        p(
          `Student accounts are meant for pupils taking part through their school, or with the permission of a parent or guardian. If you believe a child has given us personal data without that permission, write to ${site.contactEmail} and we will delete it.`,
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        p(
          "When we change what we store or how we use it, we update this page and the date at the top. If a change matters for your account, your dashboard asks you, the next time you sign in, to read the new version and accept it, and we record that you did.",
        ),
      ],
    },
  ],
};
