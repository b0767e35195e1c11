export type RegistrationRole = "user" | "instructor" | "school";

/** The sign-up page of each account type (pages/signup/*.tsx): where its form's answer is shown. */
export const registrationPages = {
  user: "/signup/student",
  instructor: "/signup/instructor",
  school: "/signup/school",
} as const satisfies Record<RegistrationRole, string>;
