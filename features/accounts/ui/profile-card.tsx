"use client";

import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Pencil } from "lucide-react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { roleLabel } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/schema";
import { profileUpdateSchema } from "@/features/accounts/schema";
import { Field } from "@/components/ui/field";
import { LocalDate } from "@/components/ui/local-date";
import { useRefresh } from "@/components/ui/use-refresh";

export type ProfileCardUser = {
  id: string;
  name: string;
  lastName: string | null;
  email: string;
  role: Role;
  phone: string | null;
  address: string | null;
  createdAt: string;
};

const profileFormSchema = profileUpdateSchema.pick({ name: true, phone: true, address: true });

const noop = () => () => {};

/**
 * The User Profile card: read-only details, a Reset Password button (sends the reset link to the
 * person's own address) and, for every account but admin, an edit mode for name, phone and
 * address.
 */
export function ProfileCard({ user: initial, heading = "Profile" }: { user: ProfileCardUser; heading?: string }) {
  const { refresh } = useRefresh();
  const [user, setUser] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [reset, setReset] = useState<"idle" | "sending" | "sent">("idle");
  const canEdit = user.role !== "admin";
  const hydrated = useSyncExternalStore(noop, () => true, () => false);

  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, phone: user.phone ?? "", address: user.address ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  function startEditing() {
    form.reset({ name: user.name, phone: user.phone ?? "", address: user.address ?? "" });
    setFormError(null);
    setEditing(true);
  }

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await apiFetch<{ data: ProfileCardUser }>(
        `/user/update-profile/${user.id}`,
        // lastName is sent back unchanged so that saving the card never clears it.
        { method: "PUT", json: { ...values, ...(user.lastName ? { lastName: user.lastName } : {}) } },
        "Failed to update profile",
      );
      setUser((u) => ({ ...u, name: res.data.name, phone: res.data.phone, address: res.data.address }));
      setEditing(false);
      toast.success("Updated successfully!");
      // The header shows the name too: bring the rest of the page up to date.
      void refresh();
    } catch (error) {
      const message = error instanceof Error ? error.message : "Failed to update profile";
      setFormError(message);
      toast.error(message);
    }
  });

  async function sendReset() {
    setReset("sending");
    try {
      await apiFetch("/user/forgot-password", { method: "POST", json: { email: user.email } }, "Failed to send reset link");
      setReset("sent");
      toast.success("Password reset link sent to your email.");
    } catch (error) {
      setReset("idle");
      toast.error(error instanceof Error ? error.message : "Failed to send reset link");
    }
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
          <Field label="Full name" error={errors.name?.message}>
            {(props) => <input {...props} {...form.register("name")} className="input" autoComplete="name" />}
          </Field>
          <ReadOnly label="Email address" value={user.email} />
          <Field label="Phone" error={errors.phone?.message}>
            {(props) => <input {...props} {...form.register("phone")} type="tel" className="input" autoComplete="tel" />}
          </Field>
          <Field label="Address" error={errors.address?.message}>
            {(props) => <textarea {...props} {...form.register("address")} rows={3} className="input" autoComplete="street-address" />}
          </Field>
          {formError ? (
            <p role="alert" className="rounded-lg bg-danger-50 px-4 py-3 text-danger-600">
              {formError}
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
            <Detail label="Full name" value={fullName} />
            <Detail label="Email address" value={user.email} />
            <Detail label="Account type" value={roleLabel[user.role]} />
            <Detail label="Member since" value={<LocalDate iso={user.createdAt} />} />
            {user.phone ? <Detail label="Phone" value={user.phone} /> : null}
            {user.address ? <Detail label="Address" value={user.address} wide /> : null}
          </dl>
          <div className="mt-8 flex flex-wrap gap-3 border-t border-line pt-6">
            {canEdit ? (
              <button type="button" className="btn-primary" onClick={startEditing} disabled={!hydrated}>
                <Pencil aria-hidden className="size-4" />
                Edit Profile
              </button>
            ) : null}
            <button type="button" className="btn-secondary" onClick={sendReset} disabled={!hydrated || reset !== "idle"}>
              <KeyRound aria-hidden className="size-4" />
              {reset === "sending" ? "Sending..." : reset === "sent" ? "Reset Sent!" : "Reset Password"}
            </button>
          </div>
          {reset === "sent" ? (
            <p className="mt-3 text-sm text-muted">Check your inbox for a link to choose a new password.</p>
          ) : null}
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
