"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { roleLabel } from "@/lib/auth/roles";
import { createUserSchema, PASSWORD_MIN } from "@/features/accounts/schema";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { createUser } from "./api";

type CreatableRole = "instructor" | "school" | "admin";

/** The Add User button and its Add New User modal. Admins add instructors and schools; a superadmin also admins. */
export function AddUserButton({ roles }: { roles: readonly CreatableRole[] }) {
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: "", email: "", password: "", role: "" as CreatableRole },
  });
  const { errors } = form.formState;
  const create = useApiMutation(createUser, {
    fallback: "Failed to create user",
    success: (_, values) => ({
      title: "User created successfully!",
      description: `${values.name} (${roleLabel[values.role]}) can now sign in with the password you chose.`,
    }),
    onSuccess: () => {
      form.reset();
      setOpen(false);
    },
  });
  const isSubmitting = create.busy;

  function onOpenChange(next: boolean) {
    if (isSubmitting) return;
    if (!next) form.reset();
    setOpen(next);
  }

  const submit = form.handleSubmit(create.run);

  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden className="size-5" />
        Add User
      </button>
      <Dialog open={open} onOpenChange={onOpenChange} title="Add New User">
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Full Name" error={errors.name?.message}>
            {(props) => <input {...props} {...form.register("name")} className="input" autoComplete="off" />}
          </Field>
          <Field label="Email Address" error={errors.email?.message}>
            {(props) => <input {...props} {...form.register("email")} type="email" className="input" autoComplete="off" />}
          </Field>
          <Field label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN} characters.`}>
            {(props) => <input {...props} {...form.register("password")} type="password" className="input" autoComplete="new-password" />}
          </Field>
          <Field label="Role" error={errors.role?.message}>
            {(props) => (
              <select {...props} {...form.register("role")} className="input">
                <option value="">Select a role</option>
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel[role]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={isSubmitting}>
              {isSubmitting ? "Creating..." : "Create User"}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
