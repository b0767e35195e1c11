import { z } from "zod";

/**
 * Account schemas shared by the forms (react-hook-form + zodResolver) and the services.
 * Objects are strict: unknown keys are refused, so role, status or allowedTabs can never
 * slip in through a payload that may not set them.
 */

export const SUBJECT_EXPERTISE = [
  { value: "mathematics", label: "Mathematics" },
  { value: "science", label: "Science" },
  { value: "literature", label: "Literature" },
  { value: "history", label: "History" },
  { value: "art", label: "Art" },
  { value: "music", label: "Music" },
  { value: "computerScience", label: "Computer Science" },
  { value: "languages", label: "Languages" },
  { value: "other", label: "Other" },
] as const;

export const SCHOOL_TYPES = [
  { value: "elementary", label: "Elementary School" },
  { value: "middle", label: "Middle School" },
  { value: "high", label: "High School" },
  { value: "college", label: "College" },
  { value: "vocational", label: "Vocational School" },
  { value: "other", label: "Other" },
] as const;

export const PASSWORD_MIN = 8;

/** "" and null from a form count as "not given". */
/**
 * A date of birth: a calendar date from 1900 to today (zod's ISO date takes year 0000, which
 * PostgreSQL's date refuses: a 500 at registration, and a future birthday is no birthday).
 */
const dateOfBirthSchema = z.iso
  .date("Please enter a valid date of birth")
  .refine((d) => d >= "1900-01-01" && d <= new Date().toISOString().slice(0, 10), "Please enter a valid date of birth");

const blankToUndefined = (v: unknown) => (v === "" || v === null || (typeof v === "number" && Number.isNaN(v)) ? undefined : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : blankToUndefined(v)),
    z.string().max(max, `${label} must be at most ${max} characters`).optional(),
  );
const requiredText = (max: number, message: string, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string(message).min(1, message).max(max, `${label} must be at most ${max} characters`),
  );

export const emailSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z
    .string("Email is required")
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .pipe(z.email("Please enter a valid email address")),
);

export const passwordSchema = z
  .string("Password is required")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(128, "Password must be at most 128 characters");

/** A telephone number: digits with an optional leading +, spaces, brackets and dashes, 7 to 20 characters. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
const optionalPhone = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : blankToUndefined(v)),
  z.string().regex(PHONE_PATTERN, "Please enter a valid phone number").optional(),
);

const optionalInt = (min: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : blankToUndefined(v)),
    z.number(message).int(message).min(min, message).max(1_000_000, message).optional(),
  );

/** A school's website: an http(s) address only (never javascript: or a bare word). */
export const WEBSITE_MAX = 300;
const optionalWebsite = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : blankToUndefined(v)),
  z
    .url({ message: "Website must be a valid URL starting with http:// or https://", protocol: /^https?$/ })
    .max(WEBSITE_MAX, `Website must be at most ${WEBSITE_MAX} characters`)
    .optional(),
);

/** A school's About text on its profile. */
export const ABOUT_MAX = 2000;

export const registrationSchema = z
  .strictObject({
    name: requiredText(100, "Name is required", "Name"),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string("Please confirm your password"),
    role: z.enum(["user", "instructor", "school"], "Registration is open to student, instructor and school accounts only"),
    phone: optionalPhone,
    address: optionalText(300, "Address"),
    // student
    schoolId: z.preprocess(blankToUndefined, z.uuid("Please choose a school from the list").optional()),
    // The spec's school list calls the same id `schoolID`; a form may post it under that name.
    schoolID: z.preprocess(blankToUndefined, z.uuid("Please choose a school from the list").optional()),
    dateOfBirth: z.preprocess(blankToUndefined, dateOfBirthSchema.optional()),
    // instructor
    bio: optionalText(2000, "Bio"),
    professionalTitle: optionalText(100, "Professional title"),
    subjectExpertise: z.preprocess(
      blankToUndefined,
      z.enum(SUBJECT_EXPERTISE.map((s) => s.value) as [string, ...string[]], "Please choose a subject from the list").optional(),
    ),
    yearsOfExperience: optionalInt(0, "Years of experience must be 0 or more"),
    teachingCredentials: optionalText(500, "Teaching credentials"),
    // school
    schoolType: z.preprocess(
      blankToUndefined,
      z.enum(SCHOOL_TYPES.map((s) => s.value) as [string, ...string[]], "Please choose a school type from the list").optional(),
    ),
    contactPerson: optionalText(100, "Contact person"),
    institutionId: optionalText(100, "Institution ID"),
    numberOfStudents: optionalInt(1, "Number of students must be at least 1"),
    website: optionalWebsite,
    /**
     * The person read and accepts the privacy notice (the sign-up forms' checkbox, posted as "on";
     * `true` from an API client). Required by the forms; an API client that does not send it
     * makes an account with no acceptance recorded, which its dashboard asks for (features/privacy).
     */
    privacyNoticeAccepted: z.preprocess(
      (v) => (v === "on" || v === "true" ? true : v === "false" ? false : blankToUndefined(v)),
      z.boolean("privacyNoticeAccepted must be true or false").optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
    if (v.schoolId && v.schoolID && v.schoolId !== v.schoolID) {
      ctx.addIssue({ code: "custom", path: ["schoolID"], message: "schoolId and schoolID name different schools" });
    }
    if (v.role === "instructor" && !v.bio) {
      ctx.addIssue({ code: "custom", path: ["bio"], message: "Bio is required" });
    }
    if (v.role === "school") {
      if (!v.address) ctx.addIssue({ code: "custom", path: ["address"], message: "Address is required" });
      if (!v.phone) ctx.addIssue({ code: "custom", path: ["phone"], message: "Phone is required" });
    }
  });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string("Password is required").min(1, "Password is required").max(128, "Password must be at most 128 characters"),
});

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z
  .strictObject({ password: passwordSchema, confirmPassword: z.string("Please confirm your password") })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

/**
 * Profile edit: what the caller may change. Clients send the whole user object they received;
 * the service accepts its other keys (ids, role, status, e-mail, allowed tabs, dates…) when they
 * are unchanged and refuses a change with 422 (`parseUpdate`, lib/validate.ts).
 */
export const profileUpdateSchema = z.strictObject({
  // Optional: our card sends only what changed (the spec's client sends the whole user); never blank.
  name: requiredText(100, "Name is required", "Name").optional(),
  lastName: optionalText(100, "Last name"),
  title: optionalText(100, "Title"),
  bio: optionalText(2000, "Bio"),
  specialization: optionalText(100, "Specialization"),
  phone: optionalPhone,
  address: optionalText(300, "Address"),
  // A school's own: refused for other accounts (features/accounts/server/profile.ts).
  website: optionalWebsite,
  about: optionalText(ABOUT_MAX, "About"),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const ADMIN_CREATABLE_ROLES = ["instructor", "school", "admin"] as const;
export const createUserSchema = z.strictObject({
  name: requiredText(100, "Name is required", "Name"),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(ADMIN_CREATABLE_ROLES, "Please choose a role"),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const allowedTabsSchema = z.strictObject({
  allowedTabs: z.array(z.string().max(50), "allowedTabs must be a list of tab ids").max(20),
  /** The tabs our dialog showed (the spec's client sends none): a list another superadmin changed since is 409. */
  previousTabs: z.array(z.string().max(50), "previousTabs must be a list of tab ids").max(20).optional(),
});

/** The superadmin's account settings (PUT /api/v1/account-settings). */
export const accountSettingsSchema = z.strictObject({
  autoApproveStudents: z.boolean("Approve general accounts automatically must be true or false"),
});
