/**
 * The titles of the foundation's four programs, in their order on /programs: alone, so a form
 * that offers them (a school's program request) does not carry every program's text into the
 * browser. content/programs.test.ts checks they are the programs' own titles.
 */
export const PROGRAM_TITLES = [
  "School Morning Sessions",
  "Workplace Mental Fitness",
  "Individual Home Practice",
  "Community Wellness",
] as const;
export type ProgramTitle = (typeof PROGRAM_TITLES)[number];
