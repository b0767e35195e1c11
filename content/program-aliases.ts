import type { ProgramTitle } from "./program-titles";

/**
 * Other names a client may send for each program (a school's program request): the earlier
 * site's name, and the program's id on /programs (content/programs.ts). A request is matched to
 * a program by its title or one of these, ignoring case, spacing and punctuation
 * (features/programs/schema.ts resolveProgram); content/programs.test.ts checks the keys and ids.
 * Add a name here when a client is seen sending it.
 */
export const PROGRAM_ALIASES: Readonly<Record<ProgramTitle, readonly string[]>> = {
  "School Morning Sessions": ["School Morning Wellness Sessions", "school-mornings"],
  "Workplace Mental Fitness": ["workplace-mental-fitness"],
  "Individual Home Practice": ["home-practice"],
  "Community Wellness": ["community-wellness"],
};
