import { site } from "@/lib/site";

/** The About page (/about): who we are, why we started, what we do and what we value. */

export type AboutArea = {
  /** Chooses the icon on the page. */
  id: "schools" | "workplaces" | "individuals" | "communities";
  title: string;
  text: string;
};

export type AboutValue = { title: string; text: string };

export type AboutContent = {
  metadata: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  story: { heading: string; paragraphs: string[] };
  mission: { heading: string; statement: string; paragraphs: string[] };
  whatWeDo: { heading: string; intro: string; areas: AboutArea[] };
  values: { heading: string; intro: string; items: AboutValue[] };
  programs: { heading: string; text: string; link: { label: string; href: "/programs" } };
};

export const about: AboutContent = {
  metadata: {
    title: "About Us",
    description: `${site.name} is a not-for-profit foundation that brings mindfulness and emotional well-being to schools, workplaces, families and communities.`,
  },
  eyebrow: "About Us",
  title: site.footerTagline,
  intro: `${site.name} is a not-for-profit foundation. We help children and adults build a calmer, kinder mind through a short daily practice that anyone can learn.`,
  story: {
    heading: "Our Story",
    paragraphs: [
      "We began with a simple observation. When a class, a team or a family takes a few quiet, well-guided minutes together each day, something changes: people listen more closely, recover from a hard moment sooner and treat each other with more patience.",
      "Yet the people who need those minutes most often have the least room for them. Teachers juggle full timetables, parents are stretched thin and many workplaces reward being busy over being well. Good guidance on mindfulness can also be hard to find, or hidden behind fees.",
      "So a small group of teachers, instructors and volunteers set out to make a daily practice easy to start and easy to keep. We shaped it into 30 minutes of mental exercises, breathing techniques and positive affirmations, tried it in classrooms and meeting rooms, and kept what worked. That practice is still at the heart of everything we do.",
    ],
  },
  mission: {
    heading: "Our Mission",
    statement: site.tagline,
    paragraphs: [
      "We want every child and adult to have simple, reliable tools for looking after their own mind: to notice what they feel, to steady their breath and attention, and to meet other people with kindness.",
      "We do this by teaching a 30-minute daily practice, by training instructors to guide it with care, and by sharing guided videos that anyone can follow at home. As a not-for-profit, we rely on donations so that schools and communities can take part whatever their budget.",
    ],
  },
  whatWeDo: {
    heading: "What We Do",
    intro: "The practice is the same everywhere; the way we bring it adapts to the people in the room.",
    areas: [
      {
        id: "schools",
        title: "Schools",
        text: "Short morning sessions that pupils and teachers do together, so the school day starts settled and focused. We support staff to lead the practice themselves.",
      },
      {
        id: "workplaces",
        title: "Workplaces",
        text: "Practical routines for teams that help people manage pressure, keep their attention and talk to each other with more care.",
      },
      {
        id: "individuals",
        title: "Individuals",
        text: "Guided videos and a clear daily routine for anyone who wants to practise at home, at their own pace, from their first session onwards.",
      },
      {
        id: "communities",
        title: "Communities",
        text: "Group sessions with local groups, families and neighbours, creating shared time to slow down and reconnect.",
      },
    ],
  },
  values: {
    heading: "Our Values",
    intro: "These are the promises we keep in every session, video and conversation.",
    items: [
      {
        title: "Kindness first",
        text: "We meet everyone with warmth and without judgement, and we teach kindness towards oneself as much as towards others.",
      },
      {
        title: "Open to all",
        text: "Mindfulness should not depend on money or background. We keep our resources accessible and our language plain.",
      },
      {
        title: "Grounded in evidence",
        text: "We teach practices that are well studied and we describe their benefits honestly, without exaggerated promises.",
      },
      {
        title: "Small steps, every day",
        text: "A few steady minutes each day do more than an occasional long session. We design for habits that last.",
      },
      {
        title: "Care and safety",
        text: "Our instructors are carefully chosen, and everything we publish is reviewed before it reaches children, families or staff.",
      },
    ],
  },
  programs: {
    heading: "See how we work",
    text: "Our four programs bring the daily practice to school mornings, workplaces, home practice and community groups.",
    link: { label: "Explore our programs", href: "/programs" },
  },
};
