/**
 * The seven chakras, from crown to root: the order of the home page's column of round links.
 *
 * The chakras come from the yoga tradition. We use them as a map for reflection (a way to
 * notice the body, the breath and the mood) and not as anatomy or medicine. The colours are the
 * `--color-chakra-*` tokens in app/globals.css, so the science page matches the home page.
 */

export const chakraIds = ["crown", "third-eye", "throat", "heart", "solar-plexus", "sacral", "root"] as const;
export type ChakraId = (typeof chakraIds)[number];

export type Chakra = {
  id: ChakraId;
  /** English name, e.g. "Heart". */
  name: string;
  sanskritName: string;
  /** Where the chakra is traditionally placed in the body. */
  location: string;
  /** What the Sanskrit name means. */
  meaning: string;
  description: string;
  colour: { name: string; hex: string };
  element: string;
  /** The seed sound (bija mantra) traditionally chanted for the chakra. */
  mantra: string;
  bodyParts: string[];
  balancingTips: string[];
  balancedEmotions: string[];
  imbalancedEmotions: string[];
  practices: string[];
};

export const chakras: readonly Chakra[] = [
  {
    id: "crown",
    name: "Crown",
    sanskritName: "Sahasrara",
    location: "At the very top of the head",
    meaning: "Thousand-petalled",
    description:
      "The crown chakra is pictured as a lotus of a thousand petals opening at the top of the head. It stands for awareness itself: the quiet sense of being part of something larger than our own worries. In practice it invites us to rest in stillness, without needing to fix or achieve anything.",
    colour: { name: "Violet", hex: "#7b4bb7" },
    element: "Thought (pure awareness)",
    mantra: "Silence, or a soft OM",
    bodyParts: ["Top of the head", "Brain", "Nervous system"],
    balancingTips: [
      "Sit in silence for a few minutes each day, simply noticing what is here.",
      "Spend time outdoors looking at a wide view: the sky, the sea or a horizon.",
      "Keep a short gratitude note at the end of the day.",
      "Step away from screens for a while before going to sleep.",
    ],
    balancedEmotions: ["Peace", "Openness", "Sense of meaning", "Trust"],
    imbalancedEmotions: ["Feeling disconnected", "Aimlessness", "Cynicism", "Mental overload"],
    practices: ["Silent sitting meditation", "Gratitude reflection", "Alternate-nostril breathing", "Slow evening walks"],
  },
  {
    id: "third-eye",
    name: "Third Eye",
    sanskritName: "Ajna",
    location: "On the forehead, between the eyebrows",
    meaning: "To perceive, or command",
    description:
      "The third eye chakra is linked with insight, imagination and clear seeing. It reminds us to look at a situation calmly before reacting, and to trust the quiet understanding that comes when the mind settles. Practices for this chakra train steady, gentle attention.",
    colour: { name: "Indigo", hex: "#4b4fb7" },
    element: "Light",
    mantra: "OM",
    bodyParts: ["Eyes", "Forehead", "Brow", "Sinuses"],
    balancingTips: [
      "Rest your gaze on a single calm object, such as a candle flame or a plant, for a minute.",
      "Write down one thing you noticed today that you would usually overlook.",
      "Give your eyes regular breaks from screens.",
      "Before deciding something important, take three slow breaths and ask what you really see.",
    ],
    balancedEmotions: ["Clarity", "Focus", "Intuition", "Imagination"],
    imbalancedEmotions: ["Confusion", "Indecision", "Overthinking", "Scattered attention"],
    practices: ["Focused-attention meditation", "Visualisation", "Journalling", "Bee breath"],
  },
  {
    id: "throat",
    name: "Throat",
    sanskritName: "Vishuddha",
    location: "At the throat and neck",
    meaning: "Especially pure",
    description:
      "The throat chakra is the centre of expression: speaking, listening and being honest with kindness. When we feel heard, words come easily; when we hold back or speak in a rush, the throat and jaw often tighten. Practices here use sound, humming and mindful listening.",
    colour: { name: "Blue", hex: "#2f7fc1" },
    element: "Space (ether)",
    mantra: "HAM",
    bodyParts: ["Throat", "Neck", "Jaw", "Mouth", "Shoulders"],
    balancingTips: [
      "Hum or sing for a few minutes: it relaxes the jaw and lengthens the out-breath.",
      "Practise listening fully to one person today without planning your reply.",
      "Pause for a breath before you speak in a difficult conversation.",
      "Gently roll your shoulders and release your jaw several times a day.",
    ],
    balancedEmotions: ["Honesty", "Confidence in speaking", "Good listening", "Calm self-expression"],
    imbalancedEmotions: ["Fear of speaking up", "Talking over others", "Feeling unheard", "Holding words back"],
    practices: ["Humming and chanting", "Mindful listening", "Reading aloud slowly", "Ocean breath"],
  },
  {
    id: "heart",
    name: "Heart",
    sanskritName: "Anahata",
    location: "At the centre of the chest",
    meaning: "Unstruck, or unhurt",
    description:
      "The heart chakra sits in the middle of the seven, joining the body's grounded energy below with the reflective energy above. It is about kindness: towards others and towards ourselves. Practices here soften the chest, slow the breath and grow compassion, forgiveness and connection.",
    colour: { name: "Green", hex: "#3f9a5b" },
    element: "Air",
    mantra: "YAM",
    bodyParts: ["Heart", "Lungs", "Chest", "Upper back", "Arms and hands"],
    balancingTips: [
      "Offer yourself the same kind words you would offer a good friend.",
      "Do one small, quiet act of kindness each day.",
      "Open the chest with a gentle stretch, hands clasped behind your back.",
      "Spend unhurried time with people, or animals, you care about.",
    ],
    balancedEmotions: ["Compassion", "Warmth", "Forgiveness", "Connection"],
    imbalancedEmotions: ["Loneliness", "Resentment", "Guardedness", "Jealousy"],
    practices: ["Loving-kindness meditation", "Coherent breathing", "Gratitude practice", "Heart-opening stretches"],
  },
  {
    id: "solar-plexus",
    name: "Solar Plexus",
    sanskritName: "Manipura",
    location: "In the upper abdomen, between the navel and the breastbone",
    meaning: "City of jewels",
    description:
      "The solar plexus chakra is associated with confidence, willpower and a healthy sense of self. It is the inner fire that helps us start things and see them through. When it is calm and steady we act with purpose; when it burns too hot or too low we may feel driven or powerless.",
    colour: { name: "Yellow", hex: "#e0b52c" },
    element: "Fire",
    mantra: "RAM",
    bodyParts: ["Stomach", "Digestive system", "Upper abdomen", "Diaphragm"],
    balancingTips: [
      "Set one small, achievable goal each morning and notice when you reach it.",
      "Eat at least one meal a day slowly and without distractions.",
      "Stand tall for a minute, feet apart, breathing into the belly.",
      "Notice self-critical thoughts and answer them as a fair coach would.",
    ],
    balancedEmotions: ["Confidence", "Motivation", "Self-respect", "Calm determination"],
    imbalancedEmotions: ["Low self-esteem", "Frustration", "Need for control", "Feeling powerless"],
    practices: ["Box breathing", "Lion's breath", "Core-strengthening movement", "Affirmations of self-worth"],
  },
  {
    id: "sacral",
    name: "Sacral",
    sanskritName: "Svadhishthana",
    location: "In the lower abdomen, just below the navel",
    meaning: "One's own dwelling place",
    description:
      "The sacral chakra is linked with creativity, pleasure and the flow of feelings. Like water, emotions are meant to move. Practices for this chakra encourage playfulness, gentle movement of the hips and a friendly curiosity about what we feel, without judging it.",
    colour: { name: "Orange", hex: "#e07b2c" },
    element: "Water",
    mantra: "VAM",
    bodyParts: ["Lower abdomen", "Hips", "Lower back", "Kidneys and bladder"],
    balancingTips: [
      "Make time for a creative activity just for fun: drawing, music, cooking or dance.",
      "Drink water regularly and notice how you feel when well hydrated.",
      "Loosen the hips with slow circles or a gentle seated stretch.",
      "Name your feelings during the day, kindly and without trying to change them.",
    ],
    balancedEmotions: ["Creativity", "Joy", "Playfulness", "Emotional openness"],
    imbalancedEmotions: ["Emotional numbness", "Restlessness", "Guilt", "Mood swings"],
    practices: ["Free, creative movement", "Hip-opening stretches", "Feelings journal", "Cooling breath"],
  },
  {
    id: "root",
    name: "Root",
    sanskritName: "Muladhara",
    location: "At the base of the spine",
    meaning: "Root support",
    description:
      "The root chakra is the foundation of the others: our sense of safety, stability and belonging. When we feel grounded we can meet change calmly. Practices for this chakra bring attention down into the feet and legs, slow the breath and build steady daily routines.",
    colour: { name: "Red", hex: "#c23b3b" },
    element: "Earth",
    mantra: "LAM",
    bodyParts: ["Base of the spine", "Legs", "Feet", "Bones"],
    balancingTips: [
      "Stand barefoot for a minute and feel the ground under your feet.",
      "Keep a simple, regular rhythm for sleep and meals.",
      "Walk slowly, noticing each step as it meets the ground.",
      "Tidy one small space around you: order outside often helps order inside.",
    ],
    balancedEmotions: ["Safety", "Stability", "Patience", "Belonging"],
    imbalancedEmotions: ["Anxiety", "Insecurity", "Restlessness", "Fear of change"],
    practices: ["Walking meditation", "Belly breathing", "Standing mountain pose", "Body scan"],
  },
];

const byId = new Map<string, Chakra>(chakras.map((c) => [c.id, c]));

/** The chakra with this id, or undefined. */
export function getChakra(id: string): Chakra | undefined {
  return byId.get(id);
}
