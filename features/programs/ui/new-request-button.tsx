"use client";

import { useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import {
  CONTACT_PERSON_MAX,
  MESSAGE_MAX,
  PHONE_MAX,
  PROGRAM_CHOICES,
  programRequestSchema,
  type ProgramRequestData,
  type ProgramRequestInput,
} from "../schema";
import { requestProgram } from "./api";

export type Prefill = { contactPerson: string; email: string; phone: string };

/**
 * New Request and its dialog: Contact Person, Email, Phone, Program Requested and Message,
 * checked in the browser with the schema the server uses, then POST /program. The contact
 * fields start with the school's own details from its account. With `chosenProgram` (a title of
 * PROGRAM_CHOICES: "Request this program" on /programs), the dialog opens at once with that
 * program chosen; closing or sending it takes the choice out of the address, so a reload does not
 * open it again.
 */
export function NewRequestButton({
  prefill,
  emphasis = "primary",
  chosenProgram,
}: {
  prefill: Prefill;
  emphasis?: "primary" | "secondary";
  chosenProgram?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(Boolean(chosenProgram));
  const blank: ProgramRequestInput = { ...prefill, programRequested: "", message: "" };
  const form = useForm<ProgramRequestInput, unknown, ProgramRequestData>({
    resolver: zodResolver(programRequestSchema),
    defaultValues: chosenProgram ? { ...blank, programRequested: chosenProgram } : blank,
  });
  /** The tab's address without the program chosen on /programs. */
  const forgetChoice = () => {
    if (chosenProgram) router.replace(`${pathname}?tab=program-requests`, { scroll: false });
  };
  const { errors } = form.formState;
  const send = useApiMutation(requestProgram, {
    fallback: "An error occurred",
    errorIn: "both",
    success: "Request submitted successfully!",
    onSuccess: () => {
      form.reset(blank);
      setOpen(false);
      forgetChoice();
    },
  });

  function onOpenChange(next: boolean) {
    if (send.busy) return;
    if (!next) {
      form.reset(blank);
      send.setError(null);
      forgetChoice();
    }
    setOpen(next);
  }

  return (
    <>
      <button type="button" className={emphasis === "primary" ? "btn-primary" : "btn-secondary"} onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-5" />
        New Request
      </button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="New Program Request"
        description="Tell us which program you would like and who we should talk to. We answer by e-mail to your school's account."
        wide
      >
        <form
          onSubmit={form.handleSubmit(send.run)}
          // The server's refusal is about what was sent: it goes once the form is changed.
          onChange={() => send.error && send.setError(null)}
          noValidate
          className="space-y-4"
          aria-busy={send.busy}
        >
          <Alert>{send.error}</Alert>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Contact Person" error={errors.contactPerson?.message}>
              {(p) => (
                <input
                  {...p}
                  {...form.register("contactPerson")}
                  autoComplete="name"
                  maxLength={CONTACT_PERSON_MAX}
                  required
                  className="input"
                />
              )}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(p) => (
                <input {...p} {...form.register("email")} type="email" inputMode="email" autoComplete="email" required className="input" />
              )}
            </Field>
            <Field label="Phone" error={errors.phone?.message}>
              {(p) => (
                <input
                  {...p}
                  {...form.register("phone")}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={PHONE_MAX}
                  required
                  className="input"
                />
              )}
            </Field>
            <Field label="Program Requested" error={errors.programRequested?.message}>
              {(p) => (
                <select {...p} {...form.register("programRequested")} required className="input">
                  <option value="">Select a program</option>
                  {PROGRAM_CHOICES.map((title) => (
                    <option key={title} value={title}>
                      {title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field
            label="Message"
            error={errors.message?.message}
            hint="Who the program is for, how many people, and when would suit you. With Other, the program you have in mind."
          >
            {(p) => <textarea {...p} {...form.register("message")} rows={5} maxLength={MESSAGE_MAX} required className="input resize-y" />}
          </Field>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)} disabled={send.busy}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={send.busy}>
              {send.busy ? "Submitting..." : "Submit Request"}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
