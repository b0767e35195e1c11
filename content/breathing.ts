import type { ChakraId } from "./chakras";

/**
 * The nine breathing techniques of the science page. Each has a pattern in seconds that the
 * guided animation follows: breathe in, hold, breathe out, hold (a hold of 0 is skipped).
 *
 * The wording stays modest on purpose: these are well-being practices, not treatments.
 */

export type Difficulty = "Beginner" | "Intermediate" | "Advanced";

export type BreathPattern = {
  /** Seconds breathing in. */
  inhale: number;
  /** Seconds holding with the lungs full (0 for none). */
  holdIn: number;
  /** Seconds breathing out. */
  exhale: number;
  /** Seconds resting with the lungs empty (0 for none). */
  holdOut: number;
};

export type BreathingTechnique = {
  id: string;
  name: string;
  alternateName: string;
  description: string;
  benefits: string[];
  steps: string[];
  /** How long one practice takes, e.g. "5 minutes". */
  duration: string;
  difficulty: Difficulty;
  associatedChakras: ChakraId[];
  pattern: BreathPattern;
  /** A short word of care, where the technique asks for one. */
  safetyNote?: string;
};

/** Shown with every technique: the practices support well-being and are not a treatment. */
export const breathingSafety =
  "Breathe gently and never strain. If you feel dizzy, light-headed or uncomfortable, stop and let your breath return to its natural rhythm. These practices support everyday well-being; they are not a medical treatment. If you are pregnant, or have a heart, lung or blood-pressure condition, ask a health professional before trying techniques that hold the breath.";

export const breathingTechniques: readonly BreathingTechnique[] = [
  {
    id: "box-breathing",
    name: "Box Breathing",
    alternateName: "Square breathing (Sama Vritti)",
    description:
      "Four equal sides, like the edges of a box: breathe in, hold, breathe out and hold again, each for the same count. The even rhythm gives a busy mind something simple to follow, which is why it is popular before exams, presentations and other moments that call for a steady head.",
    benefits: [
      "Gives a wandering mind a clear, simple rhythm to follow",
      "Helps many people feel calmer and more in control under pressure",
      "Easy to remember and to practise anywhere, even with eyes open",
      "A gentle introduction to holding the breath",
    ],
    steps: [
      "Sit upright with your feet flat on the floor and your hands resting in your lap.",
      "Breathe out fully through your mouth.",
      "Breathe in quietly through your nose for a count of four.",
      "Hold the breath in for a count of four, keeping your shoulders soft.",
      "Breathe out through your mouth for a count of four.",
      "Hold with the lungs empty for a count of four, then begin the next round.",
    ],
    duration: "5 minutes",
    difficulty: "Beginner",
    associatedChakras: ["root", "solar-plexus", "third-eye"],
    pattern: { inhale: 4, holdIn: 4, exhale: 4, holdOut: 4 },
    safetyNote: "If the holds feel uncomfortable, shorten every side to three counts, or leave the holds out.",
  },
  {
    id: "four-seven-eight",
    name: "4-7-8 Breathing",
    alternateName: "The relaxing breath",
    description:
      "A short pattern with a long, slow out-breath: in for four, hold for seven, out for eight. Lengthening the out-breath is one of the simplest ways to invite the body to slow down, and many people use this pattern to wind down in the evening.",
    benefits: [
      "The long out-breath encourages the body to relax",
      "A helpful wind-down routine before sleep",
      "Takes under two minutes for four rounds",
      "Trains patience and steady attention on the breath",
    ],
    steps: [
      "Sit comfortably or lie down, and rest the tip of your tongue just behind your upper front teeth.",
      "Breathe out completely through your mouth with a soft whoosh.",
      "Close your mouth and breathe in quietly through your nose for a count of four.",
      "Hold your breath for a count of seven.",
      "Breathe out slowly through your mouth for a count of eight.",
      "Repeat for four rounds, then breathe normally and notice how you feel.",
    ],
    duration: "3 minutes",
    difficulty: "Intermediate",
    associatedChakras: ["heart", "crown"],
    pattern: { inhale: 4, holdIn: 7, exhale: 8, holdOut: 0 },
    safetyNote:
      "The long hold can make some people light-headed. Start with four rounds only, and if needed keep the same proportions with shorter counts, such as 2-3-4.",
  },
  {
    id: "alternate-nostril",
    name: "Alternate-Nostril Breathing",
    alternateName: "Nadi Shodhana",
    description:
      "A traditional yoga practice in which you breathe in through one nostril and out through the other, switching sides with the hand. The slow, deliberate movement and the change from side to side make it a balancing, centring practice for the start or end of the day.",
    benefits: [
      "Slows the breath and encourages a calm, centred feeling",
      "The hand movement helps keep attention on the practice",
      "A good way to settle before meditation or study",
      "Encourages gentle, even breathing through the nose",
    ],
    steps: [
      "Sit tall and rest your left hand in your lap. Bring your right hand up to your face.",
      "Close your right nostril with your right thumb and breathe in through the left nostril for four counts.",
      "Close both nostrils gently and pause for two counts.",
      "Release the thumb and breathe out through the right nostril for six counts.",
      "Breathe in through the right nostril, pause, then close it and breathe out through the left.",
      "That is one full round. Continue for about five minutes, always changing sides after the in-breath.",
    ],
    duration: "5 minutes",
    difficulty: "Intermediate",
    associatedChakras: ["third-eye", "crown"],
    pattern: { inhale: 4, holdIn: 2, exhale: 6, holdOut: 0 },
    safetyNote: "Practise it when your nose is clear. With a cold or a blocked nose, choose belly breathing instead.",
  },
  {
    id: "bee-breath",
    name: "Bee Breath",
    alternateName: "Bhramari",
    description:
      "On each out-breath you make a soft, steady humming sound, like a bee. The hum naturally lengthens the out-breath, and the gentle vibration in the face and throat gives the mind something soothing to rest on. Children usually love it.",
    benefits: [
      "Lengthens the out-breath in an easy, natural way",
      "The humming sound helps quieten mental chatter",
      "Relaxes the jaw, face and throat",
      "Playful enough for classrooms and families",
    ],
    steps: [
      "Sit comfortably with your eyes closed and your lips gently together.",
      "If you like, rest your index fingers on the small flaps of cartilage in front of your ears.",
      "Breathe in through your nose for a count of four.",
      "Breathe out slowly through your nose while making a low, even hum, for as long as is comfortable: about eight counts.",
      "Feel the vibration in your face and head, then breathe in again.",
      "Repeat for five to ten rounds, then sit quietly for a moment.",
    ],
    duration: "3 minutes",
    difficulty: "Beginner",
    associatedChakras: ["throat", "third-eye"],
    pattern: { inhale: 4, holdIn: 0, exhale: 8, holdOut: 0 },
    safetyNote: "Press the ear flaps very lightly, never into the ear. Hum softly; it should never strain the voice.",
  },
  {
    id: "ocean-breath",
    name: "Ocean Breath",
    alternateName: "Ujjayi",
    description:
      "By slightly narrowing the back of the throat, as if fogging a mirror with your mouth closed, the breath makes a soft sound like distant waves. Listening to that sound keeps attention anchored, and it is the breath often used to pace slow yoga movement.",
    benefits: [
      "The gentle sound gives attention a steady anchor",
      "Encourages slow, even breathing through the nose",
      "Can bring a feeling of warmth and quiet focus",
      "Pairs well with stretching and slow movement",
    ],
    steps: [
      "Sit tall or stand comfortably and relax your shoulders.",
      "With your mouth open, breathe out as if fogging a mirror, noticing the slight narrowing at the back of the throat.",
      "Now close your mouth and keep that slight narrowing as you breathe through your nose.",
      "Breathe in for four counts, listening to the soft ocean sound.",
      "Pause for two counts, breathe out for four, and pause again for two.",
      "Continue for about five minutes, keeping the sound soft rather than loud.",
    ],
    duration: "5 minutes",
    difficulty: "Intermediate",
    associatedChakras: ["throat", "heart"],
    pattern: { inhale: 4, holdIn: 2, exhale: 4, holdOut: 2 },
    safetyNote: "The narrowing is very slight. If your throat feels tight or scratchy, relax it and breathe normally.",
  },
  {
    id: "belly-breathing",
    name: "Belly Breathing",
    alternateName: "Diaphragmatic breathing",
    description:
      "The foundation of every other technique: breathing low and slow, so that the belly rises on the in-breath and falls on the out-breath, while the chest stays fairly still. It is the way young children breathe naturally, and it is easy to relearn.",
    benefits: [
      "Encourages fuller, more relaxed breathing",
      "A grounding practice when you feel tense or hurried",
      "Suitable for every age, sitting or lying down",
      "Builds awareness of how you usually breathe",
    ],
    steps: [
      "Lie on your back with your knees bent, or sit comfortably.",
      "Place one hand on your chest and the other on your belly, just below the ribs.",
      "Breathe in through your nose for four counts, letting the belly rise under your hand.",
      "Breathe out gently through pursed lips for six counts, feeling the belly fall.",
      "Keep the hand on your chest as still as you comfortably can.",
      "Continue for about five minutes, letting the rhythm become easy and natural.",
    ],
    duration: "5 minutes",
    difficulty: "Beginner",
    associatedChakras: ["root", "sacral"],
    pattern: { inhale: 4, holdIn: 0, exhale: 6, holdOut: 0 },
  },
  {
    id: "coherent-breathing",
    name: "Coherent Breathing",
    alternateName: "Resonant breathing",
    description:
      "Breathing in for five seconds and out for five, about six breaths a minute, with no holds. This slow, even rhythm is one of the most studied breathing patterns, and research suggests it can support a calmer heart rhythm and a more settled mood.",
    benefits: [
      "A smooth, even rhythm with no holds, comfortable for most people",
      "Research links slow breathing at about six breaths a minute with a calmer heart rhythm",
      "Easy to fit into a short break at school or work",
      "Helps many people feel balanced rather than sleepy",
    ],
    steps: [
      "Sit comfortably with a straight but relaxed back.",
      "Breathe in gently through your nose for five seconds.",
      "Without pausing, breathe out through your nose for five seconds.",
      "Let each breath flow into the next, like a slow wave.",
      "If five seconds feels long, start with four and build up over time.",
      "Continue for five to ten minutes.",
    ],
    duration: "10 minutes",
    difficulty: "Beginner",
    associatedChakras: ["heart", "solar-plexus"],
    pattern: { inhale: 5, holdIn: 0, exhale: 5, holdOut: 0 },
  },
  {
    id: "lions-breath",
    name: "Lion's Breath",
    alternateName: "Simha Pranayama",
    description:
      'A lively, playful technique: breathe in deeply, then breathe out strongly through the mouth with the tongue stretched out and a long "haaa" sound. It releases tension in the face, jaw and throat and usually brings a smile, which makes it a favourite in classrooms.',
    benefits: [
      "Releases tension in the face, jaw and throat",
      "A playful way to let go of frustration",
      "Energising, and often makes people laugh",
      "Helps shy speakers loosen up before talking",
    ],
    steps: [
      "Kneel or sit comfortably, hands resting on your knees with fingers spread.",
      "Breathe in deeply through your nose for four counts.",
      'Open your mouth wide, stretch your tongue out towards your chin and breathe out strongly with a "haaa" sound for four counts.',
      "Rest for two counts with a relaxed face.",
      "Repeat four to six times, then sit quietly and breathe normally.",
    ],
    duration: "2 minutes",
    difficulty: "Beginner",
    associatedChakras: ["throat", "solar-plexus"],
    pattern: { inhale: 4, holdIn: 0, exhale: 4, holdOut: 2 },
    safetyNote: "Keep the out-breath strong but not forced, and stop after a few rounds if your throat feels dry.",
  },
  {
    id: "cooling-breath",
    name: "Cooling Breath",
    alternateName: "Sitali",
    description:
      "You breathe in through the tongue, rolled into a tube, and out through the nose. The air passing over the moist tongue feels cool, which many people find refreshing on a hot day or when they feel flustered or irritated.",
    benefits: [
      "A refreshing, cooling feeling on hot days",
      "Helps when you feel flustered or short-tempered",
      "Slows the breath through a simple, focused action",
      "Takes only a few minutes",
    ],
    steps: [
      "Sit comfortably with your head level and your shoulders relaxed.",
      "Roll your tongue into a tube and let its tip stick out slightly between your lips.",
      "Breathe in slowly through the rolled tongue for four counts, feeling the cool air.",
      "Close your mouth and pause for two counts.",
      "Breathe out slowly through your nose for six counts.",
      "Repeat for about three minutes.",
    ],
    duration: "3 minutes",
    difficulty: "Beginner",
    associatedChakras: ["sacral", "solar-plexus"],
    pattern: { inhale: 4, holdIn: 2, exhale: 6, holdOut: 0 },
    safetyNote:
      "If you cannot roll your tongue, breathe in through lightly closed teeth instead. Skip this technique in cold air or if you have asthma.",
  },
];

/** The techniques associated with a chakra, in the order above. */
export function techniquesForChakra(chakraId: string): BreathingTechnique[] {
  return breathingTechniques.filter((t) => (t.associatedChakras as string[]).includes(chakraId));
}

/** "4-4-4-4": the pattern as its four counts. */
export function patternLabel(p: BreathPattern): string {
  return `${p.inhale}-${p.holdIn}-${p.exhale}-${p.holdOut}`;
}

/** Seconds for one full round of the pattern. */
export function roundSeconds(p: BreathPattern): number {
  return p.inhale + p.holdIn + p.exhale + p.holdOut;
}

/** The short, careful introduction at the top of the science page. */
export const scienceBasics: readonly { id: "breath" | "attention" | "map"; title: string; text: string }[] = [
  {
    id: "breath",
    title: "The breath is a lever we can hold",
    text: "Breathing runs on its own, yet we can also slow it down on purpose. Slow breathing with a long out-breath is linked with the calming branch of the nervous system, and studies of slow-paced breathing report that many people feel less stressed and more settled afterwards.",
  },
  {
    id: "attention",
    title: "Attention can be trained",
    text: "Mindfulness exercises ask us to notice when the mind has wandered and to bring it back, kindly. Research on mindfulness programs in schools and workplaces suggests modest but real benefits for attention, stress and well-being, especially with regular practice.",
  },
  {
    id: "map",
    title: "The chakras as a map for reflection",
    text: "The seven chakras come from the yoga tradition, not from anatomy. We use them as a simple, memorable map: a way to check in with the body, the breath and the mood, from the base of the spine to the crown of the head.",
  },
];
