/**
 * The home page's words: the hero, the mission section and the 30-minute daily routine.
 * Icons are chosen in components/home by the `id` of each item.
 */

export const homeHero = {
  intro:
    "We teach mindfulness and emotional well-being to schools, workplaces and individuals: a simple 30-minute daily practice that helps people of every age meet the day with focus, calm and kindness.",
  primaryAction: { href: "/howtotab", label: "Try the daily practice" },
  secondaryAction: { href: "/about", label: "About the foundation" },
} as const;

export type HomeItem = { id: string; title: string; text: string };

export const homeMission = {
  title: "Our Mission",
  paragraphs: [
    "We believe a calm, attentive mind can be learned, and that everyone deserves the chance to learn it. As a not-for-profit foundation we bring mindfulness, in plain words, to the places where people spend their days: classrooms, offices and homes.",
    "Our instructors guide the practice in person and on video, and every gift we receive helps another school, team or family begin.",
  ],
  audiences: [
    {
      id: "schools",
      title: "Schools",
      text: "Short morning sessions that help pupils and teachers settle, focus and start the day kindly.",
    },
    {
      id: "workplaces",
      title: "Workplaces",
      text: "Practical mental-fitness routines that teams can fit between meetings, not on top of them.",
    },
    {
      id: "individuals",
      title: "Individuals and families",
      text: "Guided practices to follow at home, at your own pace, on your own or together.",
    },
  ] satisfies HomeItem[],
  link: { href: "/programs", label: "Explore our programs" },
} as const;

export const homeRoutine = {
  minutes: 30,
  title: "A daily routine that fits a real day",
  text: "Our practice takes half an hour and mixes three simple ingredients, in six short sessions. Do it together in a classroom, alone before work, or with your family in the evening.",
  ingredients: [
    {
      id: "mental-exercises",
      title: "Mental exercises",
      text: "Gentle attention training: noticing thoughts, returning to the present, one breath at a time.",
    },
    {
      id: "breathing-techniques",
      title: "Breathing techniques",
      text: "Simple, counted breathing patterns that calm the body and steady the mind.",
    },
    {
      id: "positive-affirmations",
      title: "Positive affirmations",
      text: "Kind, honest words to close the practice and carry into the rest of the day.",
    },
  ] satisfies HomeItem[],
  link: { href: "/howtotab", label: "See the daily practice" },
} as const;
