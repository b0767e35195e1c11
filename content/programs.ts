/**
 * The foundation's four programs and the wellness benefits they share. Every program is built
 * around the same 30-minute daily practice (content/practice.ts), shaped to where it is used.
 */

export type Program = {
  id: "school-mornings" | "workplace-mental-fitness" | "home-practice" | "community-wellness";
  title: string;
  /** Who the program is for, in a few words. */
  audience: string;
  summary: string;
  benefits: string[];
  /** A fuller description, one paragraph per entry. */
  details: string[];
  implementationSteps: string[];
};

export const programs: readonly Program[] = [
  {
    id: "school-mornings",
    title: "School Morning Sessions",
    audience: "Pupils, teachers and school staff",
    summary:
      "A calm, shared start to the school day: a short guided session in the classroom that helps pupils arrive, settle and get ready to learn.",
    benefits: [
      "A quieter, more settled classroom at the start of lessons",
      "Pupils practise focusing and refocusing their attention",
      "Children learn simple tools to name and manage big feelings",
      "Teachers begin the day with a moment of calm for themselves too",
      "A shared routine that builds a kind, respectful class culture",
    ],
    details: [
      "Morning sessions follow our daily practice in a version adapted to each age group, from short playful exercises for the youngest pupils to quiet reflection for older students. They can run as one session before the first lesson or be split into short moments through the morning.",
      "Our instructors guide the first weeks in person or by video, and then support teachers to lead the sessions themselves. No special equipment or room is needed: pupils practise at their desks.",
    ],
    implementationSteps: [
      "Meet with us to talk about your school, your timetable and what you hope to achieve.",
      "Choose the age-appropriate version and a regular time slot for each class.",
      "Join a short introductory session for teachers, so that everyone knows the practice.",
      "Begin with instructor-led sessions, using our videos in class if that suits you better.",
      "Hand over gradually to class teachers, with our guides and video library to support them.",
      "Review together after one term: what is working, and what to adjust.",
    ],
  },
  {
    id: "workplace-mental-fitness",
    title: "Workplace Mental Fitness",
    audience: "Teams, managers and organisations",
    summary:
      "Practical, down-to-earth mindfulness for working life: short routines that help teams handle pressure, stay focused and treat each other well.",
    benefits: [
      "Simple tools for staying steady under deadlines and pressure",
      "Better focus through fewer, more deliberate task switches",
      "Calmer, more considerate meetings and conversations",
      "A shared language for talking about stress and well-being",
      "Habits that fit into the working day instead of adding to it",
    ],
    details: [
      "We treat mental fitness like physical fitness: a little, often, works better than a lot, rarely. The program starts with a workshop and continues with short guided sessions that teams can join on site or online, at the start of the day or in a break.",
      "Managers receive a short guide on creating the conditions for the practice, such as protecting a quiet ten minutes in the calendar. The program complements, and never replaces, your organisation's professional mental-health support.",
    ],
    implementationSteps: [
      "Talk with us about your teams, working patterns and goals.",
      "Hold an introductory workshop for staff, on site or online.",
      "Agree a regular slot for short guided sessions, for example three mornings a week.",
      "Give every participant access to our guided videos for practice at their own desk or at home.",
      "Train one or two volunteer champions to keep the routine going.",
      "Check in after eight weeks with a short anonymous survey and adjust the plan.",
    ],
  },
  {
    id: "home-practice",
    title: "Individual Home Practice",
    audience: "Individuals and families",
    summary:
      "Guided practice to follow at home, at your own pace: alone in the morning, with a partner after work, or with the children before bed.",
    benefits: [
      "Practise whenever it suits you, as long or as briefly as you like",
      "A steady routine that supports sleep, mood and patience",
      "Family practices that give parents and children calm time together",
      "Step-by-step guidance, so you never have to wonder what to do next",
      "No equipment needed: you can begin today, wherever you are",
    ],
    details: [
      "The home program follows the same six sessions as our daily practice, with guided videos and clear written instructions. You can follow the full 30 minutes, or choose one or two sessions on a busy day and still keep the habit alive.",
      "Create an account to keep track of the videos you have watched, and return to your favourite breathing techniques on the science page whenever you need them.",
    ],
    implementationSteps: [
      "Explore the daily practice page and, if you like, create an account to follow the guided videos.",
      "Choose a regular time and a quiet corner: consistency matters more than length.",
      "Start with the breathing technique and the closing intention: five minutes a day.",
      "Add one more session each week until you reach the full daily practice.",
      "Invite a family member or friend to practise with you.",
      "Every month, look back at how you are sleeping, feeling and reacting, and notice the changes.",
    ],
  },
  {
    id: "community-wellness",
    title: "Community Wellness",
    audience: "Neighbourhoods, libraries, community centres and local groups",
    summary:
      "Group sessions that bring people together: in community centres, libraries, parks and places of worship, open to everyone whatever their age or background.",
    benefits: [
      "A welcoming place to learn mindfulness together with others",
      "Reduces isolation by bringing neighbours together",
      "Sessions suited to every age, including older adults and families",
      "Helps local volunteers build lasting skills to lead the practice",
      "Strengthens a caring, connected community",
    ],
    details: [
      "Community sessions are relaxed, friendly gatherings led by our instructors and trained volunteers. Each one includes a breathing technique, a guided exercise and time for conversation over a cup of tea. Chairs are always available: no mat, no experience and no special clothing needed.",
      "We work with local partners who provide the space and help invite people, and we adapt each series to the community it serves, for example sessions for carers, for young parents or for people returning to work.",
    ],
    implementationSteps: [
      "Get in touch to tell us about your community and a space you could use.",
      "Plan together a series of six to eight weekly sessions at a time that suits local people.",
      "Share our posters and invitation text through your networks.",
      "Run the sessions with one of our instructors and a local volunteer.",
      "Train interested volunteers to continue the sessions on their own.",
      "Gather feedback at the end of the series and decide together how to continue.",
    ],
  },
];

export type WellnessBenefit = {
  id: "focus" | "stress" | "rest" | "relationships" | "emotions" | "outlook";
  title: string;
  description: string;
};

/** What a regular practice can bring, in everyday terms. */
export const wellnessBenefits: readonly WellnessBenefit[] = [
  {
    id: "focus",
    title: "Steadier focus",
    description: "Practising the return of attention, again and again, makes it easier to stay with one task at a time.",
  },
  {
    id: "stress",
    title: "Calmer responses to stress",
    description: "Slow breathing and a pause before reacting help many people meet difficult moments with a clearer head.",
  },
  {
    id: "rest",
    title: "Better rest",
    description: "A regular wind-down routine with a long out-breath can make it easier to relax in the evening and fall asleep.",
  },
  {
    id: "relationships",
    title: "Kinder relationships",
    description: "Listening fully and speaking with care grow naturally from a practice built on attention and compassion.",
  },
  {
    id: "emotions",
    title: "Understanding emotions",
    description: "Noticing and naming feelings, without judging them, helps children and adults respond rather than react.",
  },
  {
    id: "outlook",
    title: "A positive outlook",
    description: "Affirmations and gratitude train the mind to notice what is going well, alongside what is hard.",
  },
];
