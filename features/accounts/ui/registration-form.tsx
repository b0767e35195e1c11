"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { registerForm, signInWithPassword } from "@/features/accounts/server/actions";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import {
  PASSWORD_MIN,
  registrationSchema,
  SCHOOL_TYPES,
  SUBJECT_EXPERTISE,
  type Registration,
  type RegistrationInput,
} from "@/features/accounts/schema";
import { getSchools, register as registerAccount } from "./api";
import { STUDENT_CREATED } from "./form-state";
import { PasswordInput } from "./password-input";
import { useFormAction } from "./use-form-action";

export type RegistrationRole = "user" | "instructor" | "school";

const REGISTRATION_ERROR = "An error occurred during registration";

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

type School = Awaited<ReturnType<typeof getSchools>>["data"][number];

function useSchools(enabled: boolean) {
  const [schools, setSchools] = useState<School[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    getSchools()
      .then((res) => {
        if (active) setSchools(Array.isArray(res.data) ? res.data : []);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [enabled]);
  return { schools, failed };
}

/**
 * One registration form for the three account types, validated with the shared schema before
 * any call. A student then signs in from /login; an instructor or school is signed in at once
 * and sees the approval-pending screen of their dashboard. Before JavaScript runs, or without
 * it, the form posts to registerForm, which does the same (a student gets the success text here).
 */
export function RegistrationForm({ role }: { role: RegistrationRole }) {
  const { state, formAction, dismiss } = useFormAction(registerForm);
  if (state.status === "done") {
    return (
      <div className="space-y-6">
        <Alert tone="success">{state.message}</Alert>
        <Link href="/login" className="btn-primary min-h-12 w-full text-lg">
          Go to login
        </Link>
      </div>
    );
  }
  return <RegistrationFields role={role} state={state} formAction={formAction} dismiss={dismiss} />;
}

function RegistrationFields({ role, state, formAction, dismiss }: { role: RegistrationRole } & ReturnType<typeof useFormAction>) {
  const router = useRouter();
  const { update } = useSession();
  const { schools, failed: schoolsFailed } = useSchools(role === "user");
  // After a post without JavaScript: what was entered (passwords aside) and the server's messages.
  const entered: RegistrationInput = { ...defaults[role], ...state.values, role };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: entered,
  });

  /** After the account exists: a student goes to /login; an instructor or school is signed in at once. */
  async function signIn(data: Registration) {
    if (role === "user") {
      toast.success(STUDENT_CREATED);
      router.push("/login");
      return;
    }
    try {
      const result = await signInWithPassword({ email: data.email, password: data.password });
      if (!result.ok) throw new Error(result.error);
      toast.success("Account created! Our team will review it shortly.");
      router.replace(result.home);
      router.refresh();
      void update();
    } catch {
      toast.success("Account created! Please sign in to continue.");
      router.push("/login");
    }
  }
  const submit = useApiMutation((data: Registration) => registerAccount(data), {
    fallback: REGISTRATION_ERROR,
    errorIn: "both",
    refresh: "none",
    onSuccess: (_, data) => signIn(data),
    staysBusy: true,
  });
  const { busy, error: serverError } = submit;

  const err = (name: keyof RegistrationInput) => errors[name]?.message ?? state.fields?.[name];
  /** A field with its first value in the server's HTML too (react-hook-form sets it only once hydrated). */
  const field = (name: Exclude<keyof RegistrationInput, "role" | "password" | "confirmPassword">) => {
    const value = entered[name];
    return { ...register(name), defaultValue: typeof value === "string" ? value : undefined };
  };
  const nameLabel = role === "school" ? "Name of School" : "Full Name";
  const optional = role === "school" ? "" : " (optional)";

  return (
    <form
      action={formAction}
      noValidate
      onSubmit={handleSubmit((data) => {
        dismiss();
        return submit.run(data);
      })}
      className="space-y-6"
      aria-busy={busy}
    >
      <input type="hidden" name="role" value={role} />
      <Alert>{serverError ?? state.message}</Alert>

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
            {(p) => <PasswordInput {...p} {...register("password")} autoComplete="new-password" required minLength={PASSWORD_MIN} />}
          </Field>
          <Field label="Confirm Password" error={err("confirmPassword")}>
            {(p) => <PasswordInput {...p} {...register("confirmPassword")} autoComplete="new-password" required />}
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
              <Field
                label="School (optional)"
                error={err("schoolId")}
                hint={
                  schoolsFailed
                    ? "The list of schools could not be loaded. You can leave this empty."
                    : "Choose your school if it takes part in our programs."
                }
              >
                {(p) => (
                  <select {...p} {...field("schoolId")} className="input">
                    <option value="">No school / not listed</option>
                    {schools === null && !schoolsFailed ? (
                      <option value="" disabled>
                        Loading schools...
                      </option>
                    ) : null}
                    {(schools ?? []).map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
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
              {(p) => <input {...p} {...field("yearsOfExperience")} type="number" inputMode="numeric" min={0} step={1} className="input" />}
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
              {(p) => <input {...p} {...field("numberOfStudents")} type="number" inputMode="numeric" min={1} step={1} className="input" />}
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

      <button type="submit" className="btn-primary min-h-12 w-full text-lg" disabled={busy}>
        {busy ? "Creating Account..." : "Create Account"}
      </button>
    </form>
  );
}
