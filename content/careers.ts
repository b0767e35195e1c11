import { site } from "@/lib/site";

/** The Careers page (/library, labelled Careers in the navigation). */

export type CareersContent = {
  metadata: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  opening: { heading: string; paragraphs: string[] };
  role: { heading: string; intro: string; items: string[] };
  lookingFor: { heading: string; intro: string; items: string[] };
  apply: {
    heading: string;
    intro: string;
    steps: string[];
    email: string;
    /** Subject line filled in when the visitor follows the mailto link. */
    subject: string;
    button: string;
    addressLabel: string;
    after: string;
  };
  videos: { text: string; link: { label: string; href: "/signup/instructor" } };
};

export const careers: CareersContent = {
  metadata: {
    title: "Careers",
    description: `Teach with ${site.name}: we are looking for mindfulness and yoga instructors. E-mail your resume to ${site.contactEmail}.`,
  },
  eyebrow: "Teach with us",
  title: "Careers",
  intro:
    "We are looking for mindfulness and yoga instructors who would like to share a calm, kind daily practice with schools, workplaces and communities.",
  opening: {
    heading: "Mindfulness and yoga instructors",
    paragraphs: [
      `As ${site.name} grows, more schools, teams and community groups are asking us to guide their daily practice. We are looking for instructors who can lead that practice with warmth and skill, and who believe, as we do, that a few quiet minutes a day can change how people learn, work and live together.`,
    ],
  },
  role: {
    heading: "What the role involves",
    intro: "Every instructor's week looks a little different, but the work usually includes:",
    items: [
      "Guiding our 30-minute daily practice of mental exercises, breathing techniques and positive affirmations, in person or online.",
      "Leading morning sessions in schools, shaped to the age of the pupils and supported by their teachers.",
      "Running mental fitness sessions for workplace teams and group sessions for community organisations.",
      "Recording guided videos for people who practise at home, which our team reviews before they are published.",
      "Helping teachers and group leaders feel confident enough to continue the practice on their own.",
    ],
  },
  lookingFor: {
    heading: "Who we are looking for",
    intro: "You do not need to tick every box. We would love to hear from you if you have:",
    items: [
      "Training and experience in teaching mindfulness, meditation or yoga.",
      "A steady personal practice, and a gentle, encouraging way of teaching it.",
      "Experience of working with children or young people, or a wish to learn (work in schools requires the safeguarding checks that apply where you live).",
      "Clear, plain language that helps beginners feel welcome.",
      "Reliability, and respect for the people, schools and workplaces that invite us in.",
    ],
  },
  apply: {
    heading: "How to apply",
    intro: "Applying is simple:",
    steps: [
      "Write a short note about yourself: your training, where you have taught and why this work matters to you.",
      "Attach your resume (CV), and any certificates you would like us to see.",
      "E-mail both to us at the address below.",
    ],
    email: site.contactEmail,
    subject: "Instructor application",
    button: "E-mail your resume",
    addressLabel: "Our address:",
    after: "A member of our team reads every application and will reply to let you know the next steps.",
  },
  videos: {
    text: "Would you like to share guided videos on our platform? You can also create an instructor account; our team reviews every new account and video before it goes live.",
    link: { label: "Create an instructor account", href: "/signup/instructor" },
  },
};
