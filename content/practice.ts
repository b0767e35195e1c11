/**
 * The daily mindfulness practice: six sessions of 5, 10, 3, 3, 7 and 2 minutes, 30 in all
 * (spec 02, section 9). The /howtotab page lists them and its timer walks through them.
 */

export type PracticeSession = {
  id: string;
  title: string;
  minutes: number;
  summary: string;
  /** The "Learn more" text, one paragraph per entry. */
  learnMore: string[];
};

export const practiceSessions: readonly PracticeSession[] = [
  {
    id: "arriving",
    title: "Arriving and Settling",
    minutes: 5,
    summary: "Let the rush of the day fall away. Sit comfortably, notice where you are and let your breath slow down by itself.",
    learnMore: [
      "Find a position you can hold comfortably for a while: sitting on a chair with your feet on the floor works well. Rest your hands in your lap and let your eyes close, or lower your gaze to the floor in front of you.",
      "Notice the sounds around you, the feeling of the chair under you and the temperature of the air. There is nothing to change and nothing to achieve. If your mind is busy, that is perfectly normal: simply notice it, and come back to the feeling of sitting here.",
    ],
  },
  {
    id: "mental-exercise",
    title: "Guided Mental Exercise",
    minutes: 10,
    summary:
      "The heart of the practice: a guided exercise that trains attention, such as counting breaths or noticing thoughts as they come and go.",
    learnMore: [
      "Each day brings a different exercise. You might count ten breaths and start again, follow a short visualisation, listen closely to the sounds around you, or watch your thoughts drift past like clouds without following them.",
      "The skill you are training is not keeping the mind perfectly still; it is noticing when attention has wandered and gently bringing it back. Every time you return, you strengthen that skill, so a wandering mind is part of the practice rather than a failure of it.",
    ],
  },
  {
    id: "breathing",
    title: "Breathing Technique",
    minutes: 3,
    summary: "A simple, counted breathing pattern, such as box breathing or belly breathing, to calm the body and steady the mind.",
    learnMore: [
      "Choose one of the nine techniques on our science page. Beginners can start with belly breathing or coherent breathing, which have no holds; box breathing is a good next step.",
      "Breathe gently through the nose unless the technique says otherwise, and never strain. If you feel light-headed, stop and breathe normally. Over time the counted rhythm becomes a tool you can use anywhere: before a test, a meeting or a difficult conversation.",
    ],
  },
  {
    id: "body-scan",
    title: "Body Scan and Gentle Stretch",
    minutes: 3,
    summary: "Move your attention slowly from head to toe, then release any tension you find with a few gentle stretches.",
    learnMore: [
      "Start at the top of your head and slowly move your attention down through your face, neck, shoulders, arms, back, belly, legs and feet. Notice where you feel tight, warm, tired or relaxed, with curiosity rather than judgement.",
      "Then stretch gently: roll your shoulders, turn your head slowly from side to side, reach your arms up and open your chest. Move only within a comfortable range; stretching should feel pleasant, never painful.",
    ],
  },
  {
    id: "affirmations",
    title: "Positive Affirmations",
    minutes: 7,
    summary: 'Repeat a few kind, honest sentences to yourself, such as "I can take this one step at a time", and let them sink in.',
    learnMore: [
      'Choose two or three short sentences that feel true and encouraging to you, for example: "I am learning and growing every day", "I can handle difficult moments calmly" or "I treat myself and others with kindness". Say them slowly, silently or aloud, in time with your breath.',
      'Affirmations work best when they are believable. If a sentence feels false, soften it: "I am becoming more patient" rather than "I am always patient". You can end by bringing to mind one thing you are grateful for today.',
    ],
  },
  {
    id: "closing",
    title: "Closing Intention",
    minutes: 2,
    summary: "Finish by choosing one simple intention for the rest of the day, then take a last deep breath and open your eyes.",
    learnMore: [
      'An intention is a direction rather than a goal: "to listen well today", "to be patient with myself" or "to take one calm breath before I answer". Keep it short enough to remember.',
      "Take one more slow breath, wiggle your fingers and toes and open your eyes. Try to come back to your intention once or twice during the day, even for a single breath.",
    ],
  },
];

/** Total length of the daily practice in minutes (30). */
export const practiceTotalMinutes = practiceSessions.reduce((sum, s) => sum + s.minutes, 0);
