import { CircleCheck, Send } from "lucide-react";
import { enhanceForms } from "@/components/site/form-script";
import { InlineScript } from "@/lib/static-site/inline-script";
import { SiteLink } from "@/components/site/site-link";
import { Alert } from "@/components/ui/alert";
import { EmailInput } from "@/components/ui/email-input";
import { Field } from "@/components/ui/field";
import { contact } from "@/content/contact";
import { CONTACT_HONEYPOT, CONTACT_MESSAGE_MAX } from "@/features/contact/schema";
import type { FormAnswer } from "@/lib/static-site/form-result";

const text = contact.form;
const count = new Intl.NumberFormat("en-GB");

/**
 * The contact form (pages/contact.tsx), a plain HTML form: it posts to its own page
 * (features/contact/server/forms.ts), which checks it with the schema and renders the page again:
 * the schema's messages under their fields with what was entered, or the thank-you message in
 * place of the form. The forms' inline script counts the message's characters as they are typed.
 */
export function ContactForm({ answer }: { answer: FormAnswer }) {
  if (answer.status === "done") {
    return (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 py-6 text-center">
        <CircleCheck aria-hidden className="size-12 text-brand-600" />
        <h2 className="text-2xl font-semibold text-brand-800">{contact.thanks.heading}</h2>
        <p className="text-lg font-medium text-ink">{answer.message}</p>
        <p className="max-w-md text-muted">{contact.thanks.text}</p>
        <SiteLink href="/contact" className="btn-secondary mt-2 min-h-12 px-6">
          {contact.thanks.again}
        </SiteLink>
      </div>
    );
  }
  const value = (name: string) => answer.values?.[name] ?? "";
  const err = (name: string) => answer.fields?.[name];
  return (
    <>
      <form
        method="post"
        action="/contact"
        noValidate
        data-busy-label={text.busy}
        className="relative space-y-5"
        aria-labelledby="contact-form-heading"
      >
        <div>
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-brand-800">
            {text.heading}
          </h2>
          <p className="mt-1 text-muted">{text.intro}</p>
        </div>

        <Alert>{answer.status === "error" ? answer.message : null}</Alert>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={text.labels.name} error={err("name")}>
            {(p) => <input {...p} name="name" defaultValue={value("name")} autoComplete="name" required className="input" />}
          </Field>
          <Field label={text.labels.email} error={err("email")}>
            {(p) => <EmailInput {...p} name="email" defaultValue={value("email")} />}
          </Field>
        </div>

        <Field
          label={text.labels.message}
          error={err("message")}
          hint={
            <>
              {text.messageHint} <span id="contact-message-count">{count.format(value("message").length)}</span> of{" "}
              {count.format(CONTACT_MESSAGE_MAX)} used.
            </>
          }
        >
          {(p) => (
            <textarea
              {...p}
              name="message"
              defaultValue={value("message")}
              data-count-into="contact-message-count"
              rows={7}
              required
              className="input resize-y"
            />
          )}
        </Field>

        {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
          <label htmlFor="contact-website">{text.labels.honeypot}</label>
          <input id="contact-website" type="text" name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" />
        </div>

        <p className="text-sm text-muted">
          {text.privacyNote}{" "}
          <SiteLink href="/privacy" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Privacy Policy
          </SiteLink>
        </p>

        <button type="submit" className="btn-primary min-h-12 w-full text-lg sm:w-auto sm:px-8">
          <Send aria-hidden className="size-5" />
          <span data-submit-label>{text.submit}</span>
        </button>
      </form>
      <InlineScript run={enhanceForms} />
    </>
  );
}
