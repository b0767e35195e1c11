"use client";

import { SiteLink } from "@/components/site/site-link";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Send } from "lucide-react";
import { contact } from "@/content/contact";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { CONTACT_HONEYPOT, CONTACT_MESSAGE_MAX, contactSchema, type ContactInput, type ContactMessage } from "@/features/contact/schema";
import { sendContactMessage } from "./api";

const text = contact.form;
const empty: ContactInput = { name: "", email: "", message: "", [CONTACT_HONEYPOT]: "" };
const count = new Intl.NumberFormat("en-GB");

/**
 * The contact form: validated in the browser with the schema the server uses, then posted to
 * POST /api/v1/contact. On success the form gives way to a thank-you message.
 */
export function ContactForm() {
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty,
  });
  const messageLength = String(useWatch({ control, name: "message" }) ?? "").length;

  useEffect(() => {
    if (thanks) thanksHeading.current?.focus();
  }, [thanks]);

  const thanksFor = (res: { message: string }) => (typeof res.message === "string" && res.message ? res.message : contact.thanks.text);
  const send = useApiMutation((data: ContactMessage) => sendContactMessage(data), {
    fallback: text.failed,
    errorIn: "both",
    refresh: "none",
    success: thanksFor,
    onSuccess: (res) => {
      reset(empty);
      setThanks(thanksFor(res));
    },
  });
  const { busy, error: serverError } = send;

  if (thanks) {
    return (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 py-6 text-center">
        <CircleCheck aria-hidden className="size-12 text-brand-600" />
        <h2 ref={thanksHeading} tabIndex={-1} className="text-2xl font-semibold text-brand-800 focus:outline-none">
          {contact.thanks.heading}
        </h2>
        <p className="text-lg font-medium text-ink">{thanks}</p>
        <p className="max-w-md text-muted">{contact.thanks.text}</p>
        <button type="button" className="btn-secondary mt-2 min-h-12 px-6" onClick={() => setThanks(null)}>
          {contact.thanks.again}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send.run)}
      className="relative space-y-5"
      aria-busy={busy}
      aria-labelledby="contact-form-heading"
    >
      <div>
        <h2 id="contact-form-heading" className="text-2xl font-semibold text-brand-800">
          {text.heading}
        </h2>
        <p className="mt-1 text-muted">{text.intro}</p>
      </div>

      <Alert>{serverError}</Alert>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={text.labels.name} error={errors.name?.message}>
          {(p) => <input {...p} {...register("name")} autoComplete="name" required className="input" />}
        </Field>
        <Field label={text.labels.email} error={errors.email?.message}>
          {(p) => <input {...p} {...register("email")} type="email" inputMode="email" autoComplete="email" required className="input" />}
        </Field>
      </div>

      <Field
        label={text.labels.message}
        error={errors.message?.message}
        hint={`${text.messageHint} ${count.format(messageLength)} of ${count.format(CONTACT_MESSAGE_MAX)} used.`}
      >
        {(p) => <textarea {...p} {...register("message")} rows={7} required className="input resize-y" />}
      </Field>

      {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-website">{text.labels.honeypot}</label>
        <input id="contact-website" type="text" {...register(CONTACT_HONEYPOT)} tabIndex={-1} autoComplete="off" />
      </div>

      <p className="text-sm text-muted">
        {text.privacyNote}{" "}
        <SiteLink href="/privacy" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
          Privacy Policy
        </SiteLink>
      </p>

      <button type="submit" className="btn-primary min-h-12 w-full text-lg sm:w-auto sm:px-8" disabled={busy}>
        <Send aria-hidden className="size-5" />
        {busy ? text.busy : text.submit}
      </button>
    </form>
  );
}
