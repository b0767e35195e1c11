import Link from "next/link";
import { enhanceForms } from "@/components/site/form-script";
import { InlineScript } from "@/lib/static-site/inline-script";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { PASSWORD_MIN, SCHOOL_TYPES, SUBJECT_EXPERTISE, type RegistrationInput } from "@/features/accounts/schema";
import type { FormAnswer } from "@/lib/static-site/form-result";
import { PasswordInputView } from "./password-input-view";
import { registrationPages, type RegistrationRole } from "./registration-pages";

/** Only the fields of the chosen form are sent (the schema is strict). */
const defaults: Record<RegistrationRole, RegistrationInput> = {
  user: { role: "user", name: "", email: "", password: "", confirmPassword: "", phone: "", address: "", schoolId: "", dateOfBirth: "" },
  instructor: {
    role: "instructor",
    name: "",
    email: "",
    password: "",
    confirmPassword: "",
    phone: "",
    address: "",
    bio: "",
    professionalTitle: "",
    subjectExpertise: "",
    yearsOfExperience: "",
    teachingCredentials: "",
  },
  school: {
    role: "school",
    name: "",
    email: "",
    password: "",
    confirmPassword: "",
    phone: "",
    address: "",
    schoolType: "",
    contactPerson: "",
    institutionId: "",
    numberOfStudents: "",
    website: "",
  },
};

/**
 * One registration form for the three account types (pages/signup/*.tsx), a plain HTML form: it
 * posts to its own page (features/accounts/server/forms.ts), which validates with the shared
 * schema and renders the page again with the schema's messages under their
 * fields with what was entered (passwords aside). A new account of every type is signed in at once
 * and lands on its dashboard's approval-pending screen; the "done" view (with Go to login) is for
 * the rare sign-in that fails after the account was made.
 */
export function RegistrationForm({ role, answer }: { role: RegistrationRole; answer: FormAnswer }) {
  if (answer.status === "done") {
    return (
      <div className="space-y-6">
        <Alert tone="success">{answer.message}</Alert>
        <Link href="/login" className="btn-primary min-h-12 w-full text-lg">
          Go to login
        </Link>
      </div>
    );
  }
  // After a post: what was entered (passwords aside) and the server's messages.
  const entered: RegistrationInput = { ...defaults[role], ...answer.values, role };
  const err = (name: keyof RegistrationInput) => answer.fields?.[name];
  /** A field's name and the value entered before the post. */
  const field = (name: Exclude<keyof RegistrationInput, "role" | "password" | "confirmPassword">) => {
    const value = entered[name];
    return { name, defaultValue: typeof value === "string" ? value : undefined };
  };
  const nameLabel = role === "school" ? "Name of School" : "Full Name";
  const optional = role === "school" ? "" : " (optional)";

  return (
    <>
      <form method="post" action={registrationPages[role]} noValidate data-busy-label="Creating Account..." className="space-y-6">
        <input type="hidden" name="role" value={role} />
        <Alert>{answer.message}</Alert>

        <fieldset>
          <legend className="sr-only">Account details</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={nameLabel} error={err("name")}>
              {(p) => (
                <input {...p} {...field("name")} autoComplete={role === "school" ? "organization" : "name"} required className="input" />
              )}
            </Field>
            <Field label="Email" error={err("email")}>
              {(p) => <input {...p} {...field("email")} type="email" inputMode="email" autoComplete="email" required className="input" />}
            </Field>
            <Field label="Password" error={err("password")} hint={`At least ${PASSWORD_MIN} characters.`}>
              {(p) => <PasswordInputView {...p} name="password" autoComplete="new-password" required minLength={PASSWORD_MIN} />}
            </Field>
            <Field label="Confirm Password" error={err("confirmPassword")}>
              {(p) => <PasswordInputView {...p} name="confirmPassword" autoComplete="new-password" required />}
            </Field>
            <Field label={`Phone${optional}`} error={err("phone")}>
              {(p) => (
                <input
                  {...p}
                  {...field("phone")}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required={role === "school"}
                  className="input"
                />
              )}
            </Field>

            {role === "user" ? (
              <Field label="Date of Birth (optional)" error={err("dateOfBirth")}>
                {(p) => <input {...p} {...field("dateOfBirth")} type="date" autoComplete="bday" className="input" />}
              </Field>
            ) : null}

            {role === "user" ? (
              <div className="sm:col-span-2">
                <Field label="School (optional)" error={err("schoolId")} hint="Choose your school if it takes part in our programs.">
                  {(p) => (
                    <select
                      {...p}
                      name="schoolId"
                      data-options-from="/api/v1/school/getAllSchool"
                      data-selected={entered.schoolId || undefined}
                      data-loading-label="Loading schools..."
                      data-failed-hint="The list of schools could not be loaded. You can leave this empty."
                      className="input"
                    >
                      <option value="">No school / not listed</option>
                    </select>
                  )}
                </Field>
                <noscript>
                  <p className="mt-1 text-sm text-muted">The list of schools needs JavaScript in your browser. You can leave this empty.</p>
                </noscript>
              </div>
            ) : null}

            <div className={role === "user" ? "sm:col-span-2" : undefined}>
              <Field label={`Address${optional}`} error={err("address")}>
                {(p) => <input {...p} {...field("address")} autoComplete="street-address" required={role === "school"} className="input" />}
              </Field>
            </div>
          </div>
        </fieldset>

        {role === "instructor" ? (
          <fieldset className="border-t border-line pt-6">
            <legend className="sr-only">About your teaching</legend>
            <p className="font-display text-xl font-semibold text-brand-800" aria-hidden>
              About your teaching
            </p>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Field label="Bio" error={err("bio")} hint="A few sentences about you and how you teach.">
                  {(p) => <textarea {...p} {...field("bio")} rows={4} required className="input" />}
                </Field>
              </div>
              <Field label="Professional Title (optional)" error={err("professionalTitle")}>
                {(p) => <input {...p} {...field("professionalTitle")} autoComplete="organization-title" className="input" />}
              </Field>
              <Field label="Subject Expertise (optional)" error={err("subjectExpertise")}>
                {(p) => (
                  <select {...p} {...field("subjectExpertise")} className="input">
                    <option value="">Choose a subject</option>
                    {SUBJECT_EXPERTISE.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Years of Experience (optional)" error={err("yearsOfExperience")}>
                {(p) => (
                  <input {...p} {...field("yearsOfExperience")} type="number" inputMode="numeric" min={0} step={1} className="input" />
                )}
              </Field>
              <Field label="Teaching Credentials (optional)" error={err("teachingCredentials")}>
                {(p) => <input {...p} {...field("teachingCredentials")} className="input" />}
              </Field>
            </div>
          </fieldset>
        ) : null}

        {role === "school" ? (
          <fieldset className="border-t border-line pt-6">
            <legend className="sr-only">About your institution</legend>
            <p className="font-display text-xl font-semibold text-brand-800" aria-hidden>
              About your institution
            </p>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <Field label="School Type (optional)" error={err("schoolType")}>
                {(p) => (
                  <select {...p} {...field("schoolType")} className="input">
                    <option value="">Choose a type</option>
                    {SCHOOL_TYPES.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Contact Person (optional)" error={err("contactPerson")}>
                {(p) => <input {...p} {...field("contactPerson")} autoComplete="name" className="input" />}
              </Field>
              <Field label="Institution ID (optional)" error={err("institutionId")}>
                {(p) => <input {...p} {...field("institutionId")} autoComplete="off" className="input" />}
              </Field>
              <Field label="Number of Students (optional)" error={err("numberOfStudents")}>
                {(p) => (
                  <input {...p} {...field("numberOfStudents")} type="number" inputMode="numeric" min={1} step={1} className="input" />
                )}
              </Field>
              <div className="sm:col-span-2">
                <Field label="Website (optional)" error={err("website")}>
                  {(p) => (
                    <input
                      {...p}
                      {...field("website")}
                      type="url"
                      inputMode="url"
                      autoComplete="url"
                      placeholder="https://"
                      className="input"
                    />
                  )}
                </Field>
              </div>
            </div>
          </fieldset>
        ) : null}

        <div>
          <label htmlFor="privacy-notice-accepted" className="flex min-h-11 items-start gap-3 text-ink">
            <input
              id="privacy-notice-accepted"
              name="privacyNoticeAccepted"
              type="checkbox"
              required
              defaultChecked={String(entered.privacyNoticeAccepted ?? "") === "on"}
              aria-invalid={Boolean(err("privacyNoticeAccepted"))}
              aria-describedby={err("privacyNoticeAccepted") ? "privacy-notice-accepted-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            <span>
              I have read the{" "}
              <a
                href="/privacy"
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                privacy policy<span className="sr-only"> (opens in a new tab)</span>
              </a>{" "}
              and accept it. We record which version you accepted and when.
            </span>
          </label>
          {err("privacyNoticeAccepted") ? (
            <p id="privacy-notice-accepted-error" className="field-error">
              {err("privacyNoticeAccepted")}
            </p>
          ) : null}
        </div>

        <button type="submit" className="btn-primary min-h-12 w-full text-lg">
          <span data-submit-label>Create Account</span>
        </button>
      </form>
      <InlineScript run={enhanceForms} />
    </>
  );
}
