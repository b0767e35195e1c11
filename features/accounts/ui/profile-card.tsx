"use client";

import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LogOut, Pencil } from "lucide-react";
import { roleLabel } from "@/lib/auth/roles";
import type { z } from "zod";
import { ABOUT_MAX, profileUpdateSchema } from "@/features/accounts/schema";
import type { PublicUser } from "@/features/accounts/server/serialize";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { LocalDate } from "@/components/ui/local-date";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { forgotPassword, logoutEverywhere, updateProfileOf } from "./api";
import { DISPLAY_NAME_LABEL, NAME_LABEL, profileBody, profileKind, type ProfileFormValues } from "./profile-fields";

/** What the card shows of the user (the API's user shape). */
export type ProfileCardUser = Pick<
  PublicUser,
  "id" | "name" | "lastName" | "email" | "role" | "phone" | "address" | "website" | "about" | "createdAt"
>;

const profileFormSchema = profileUpdateSchema
  .pick({ name: true, lastName: true, phone: true, address: true, website: true, about: true })
  .required({ name: true });

type ProfileFields = { name: string } & { [K in Exclude<keyof ProfileFormValues, "name">]?: string | null };

/** The form's values of a user (or of the form's own output): every field a string, empty when unset. */
const formValues = (u: ProfileFields): ProfileFormValues => ({
  name: u.name,
  lastName: u.lastName ?? "",
  phone: u.phone ?? "",
  address: u.address ?? "",
  website: u.website ?? "",
  about: u.about ?? "",
});

/**
 * The User Profile card: read-only details, a Reset Password button (sends the reset link to the
 * person's own address), "Sign out of every device" and, for every account but admin, an edit
 * mode for name, phone and address; an instructor's name is a first and a last name, a school's
 * profile has the school's name, its website and About (profile-fields.ts).
 */
export function ProfileCard({ user: initial, heading = "Profile" }: { user: ProfileCardUser; heading?: string }) {
  const [user, setUser] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [resetSent, setResetSent] = useState(false);
  const canEdit = user.role !== "admin";
  const kind = profileKind(user.role);
  const nameLabel = NAME_LABEL[kind];
  const hydrated = useHydrated();

  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValues(user),
  });
  const { errors } = form.formState;

  const update = useApiMutation(
    // Only what changed since the form opened (profile-fields.ts); nothing changed, nothing sent.
    async (values: z.output<typeof profileFormSchema>) => {
      const body = profileBody(kind, formValues(values), formValues(user));
      return Object.keys(body).length > 0 ? updateProfileOf(user.id, body) : null;
    },
    {
      fallback: "Failed to update profile",
      errorIn: "both",
      success: (answer) => (answer ? "Updated successfully!" : "Nothing to save: your profile is as it was"),
      // The card shows the answer at once; the header shows the name too, so the page refreshes after.
      refresh: "background",
      onSuccess: (answer) => {
        if (answer) {
          const { data } = answer;
          setUser((u) => ({
            ...u,
            name: data.name,
            lastName: data.lastName,
            phone: data.phone,
            address: data.address,
            website: data.website,
            about: data.about,
          }));
        }
        setEditing(false);
      },
    },
  );
  const isSubmitting = update.busy;
  const save = form.handleSubmit(update.run);

  const sendReset = useApiMutation(() => forgotPassword({ email: user.email }), {
    fallback: "Failed to send reset link",
    success: "Password reset link sent to your email.",
    refresh: "none",
    onSuccess: () => setResetSent(true),
  });
  const reset = sendReset.busy ? "sending" : resetSent ? "sent" : "idle";

  const router = useRouter();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  // Every session ends on the server, this browser's too; then its cookie goes and it leaves.
  const signOutEverywhere = useApiMutation(logoutEverywhere, {
    fallback: "Could not sign out of every device. Please try again.",
    errorIn: "inline",
    refresh: "none",
    staysBusy: true,
    onSuccess: async () => {
      await signOut({ redirect: false });
      router.replace("/");
      router.refresh();
    },
  });

  function startEditing() {
    form.reset(formValues(user));
    update.setError(null);
    setEditing(true);
  }

  const fullName = [user.name, user.lastName].filter(Boolean).join(" ");
  const initials = fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");

  return (
    <section aria-labelledby="profile-card-title" className="card mx-auto max-w-3xl sm:p-8">
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display text-xl font-semibold text-brand-800"
        >
          {initials}
        </span>
        <div className="min-w-0">
          <h2 id="profile-card-title" className="text-2xl font-semibold">
            {heading}
          </h2>
          <p className="text-muted">Your account details</p>
        </div>
      </div>

      {editing ? (
        <form onSubmit={save} noValidate className="mt-8 space-y-5">
          {kind === "instructor" ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={nameLabel} error={errors.name?.message}>
                {(props) => <input {...props} {...form.register("name")} className="input" autoComplete="given-name" />}
              </Field>
              <Field label="Last name" error={errors.lastName?.message}>
                {(props) => <input {...props} {...form.register("lastName")} className="input" autoComplete="family-name" />}
              </Field>
            </div>
          ) : (
            <Field label={nameLabel} error={errors.name?.message}>
              {(props) => (
                <input {...props} {...form.register("name")} className="input" autoComplete={kind === "school" ? "organization" : "name"} />
              )}
            </Field>
          )}
          <ReadOnly label="Email address" value={user.email} />
          <Field label="Phone" error={errors.phone?.message}>
            {(props) => <input {...props} {...form.register("phone")} type="tel" className="input" autoComplete="tel" />}
          </Field>
          <Field label="Address" error={errors.address?.message}>
            {(props) => <textarea {...props} {...form.register("address")} rows={3} className="input" autoComplete="street-address" />}
          </Field>
          {kind === "school" ? (
            <>
              <Field label="Website" error={errors.website?.message} hint="Starting with https:// or http://">
                {(props) => (
                  <input
                    {...props}
                    {...form.register("website")}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    className="input"
                    autoComplete="url"
                  />
                )}
              </Field>
              <Field
                label="About"
                error={errors.about?.message}
                hint={`What families and teachers should know about your school (up to ${ABOUT_MAX} characters).`}
              >
                {(props) => <textarea {...props} {...form.register("about")} rows={5} maxLength={ABOUT_MAX} className="input" />}
              </Field>
            </>
          ) : null}
          {update.error ? (
            <p role="alert" className="rounded-lg bg-danger-50 px-4 py-3 text-danger-600">
              {update.error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3 border-t border-line pt-6">
            <button type="submit" className="btn-primary min-w-28" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save"}
            </button>
            <button type="button" className="btn-secondary min-w-28" onClick={() => setEditing(false)} disabled={isSubmitting}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="mt-8 grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {/* An instructor edits a first and a last name but reads one full name, as every other person does. */}
            <Detail label={DISPLAY_NAME_LABEL[kind]} value={fullName} />
            <Detail label="Email address" value={user.email} />
            <Detail label="Account type" value={roleLabel[user.role]} />
            <Detail label="Member since" value={<LocalDate iso={user.createdAt} />} />
            {user.phone ? <Detail label="Phone" value={user.phone} /> : null}
            {user.address ? <Detail label="Address" value={user.address} wide /> : null}
            {kind === "school" && user.website ? (
              <Detail
                label="Website"
                value={
                  <a href={user.website} className="link break-all" target="_blank" rel="noopener noreferrer nofollow">
                    {user.website}
                  </a>
                }
                wide
              />
            ) : null}
            {kind === "school" && user.about ? (
              <Detail label="About" value={<span className="whitespace-pre-line">{user.about}</span>} wide />
            ) : null}
          </dl>
          <div className="mt-8 flex flex-wrap gap-3 border-t border-line pt-6">
            {canEdit ? (
              <button type="button" className="btn-primary" onClick={startEditing} disabled={!hydrated}>
                <Pencil aria-hidden className="size-4" />
                Edit Profile
              </button>
            ) : null}
            <button type="button" className="btn-secondary" onClick={() => void sendReset.run()} disabled={!hydrated || reset !== "idle"}>
              <KeyRound aria-hidden className="size-4" />
              {reset === "sending" ? "Sending..." : reset === "sent" ? "Reset Sent!" : "Reset Password"}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirmingSignOut(true)} disabled={!hydrated}>
              <LogOut aria-hidden className="size-4" />
              Sign out of every device
            </button>
          </div>
          <ConfirmDialog
            open={confirmingSignOut}
            onOpenChange={setConfirmingSignOut}
            title="Sign out of every device?"
            description="Every browser and app signed in to your account, this one included, will be signed out. You will need to sign in again."
            onConfirm={() => void signOutEverywhere.run()}
            label="Sign out everywhere"
            busyLabel="Signing out..."
            busy={signOutEverywhere.busy}
          >
            {signOutEverywhere.error ? (
              <p role="alert" className="rounded-lg bg-danger-50 px-4 py-3 text-danger-600">
                {signOutEverywhere.error}
              </p>
            ) : null}
          </ConfirmDialog>
          {reset === "sent" ? <p className="mt-3 text-sm text-muted">Check your inbox for a link to choose a new password.</p> : null}
          {!canEdit ? <p className="mt-3 text-sm text-muted">Admin accounts cannot edit their own profile.</p> : null}
        </>
      )}
    </section>
  );
}

function Detail({ label, value, wide = false }: { label: string; value: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 break-words text-lg text-ink">{value}</dd>
    </div>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="label">{label}</p>
      <p className="flex min-h-11 items-center rounded-lg bg-sand-100 px-3 text-muted">{value}</p>
    </div>
  );
}
