"use client";

import { useId } from "react";
import Link from "next/link";
import { Controller, useFieldArray, useForm, useWatch, type Control, type Resolver, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import type { Json } from "@/lib/http/api-client";
import { clockDuration, formatMoney } from "@/lib/format";
import { currencyDigits, fromMinorUnits } from "@/lib/format/money";
import { Alert } from "@/components/ui/alert";
import { DialogActions } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import type { PaymentDetails } from "@/features/bank-accounts";
import {
  DEFAULT_TAX_RATE,
  MAX_COURSES,
  MESSAGES,
  NOTES_MAX,
  COURSE_TITLE_MAX,
  invoiceFormSchema,
  previewTotals,
  type InvoiceFormBody,
  type InvoiceFormValues,
} from "../schema";
import type { selectableVideos } from "../server/invoices";
import type { ApiInvoice } from "../server/serialize";
import { postInvoice, saveInvoice } from "./api";

/** What the form offers: the videos it may bill, the currency and rate it bills them at, and the default due date. */
export type InvoiceFormOptions = Json<Awaited<ReturnType<typeof selectableVideos>>>;
type Video = InvoiceFormOptions["videos"][number];

/** The form's values for a new invoice (spec 02 section 9: tax 10 %, no discount, due in 30 days) or the invoice being edited. */
function initialValues(options: InvoiceFormOptions, invoice: ApiInvoice | null): InvoiceFormValues {
  if (!invoice) {
    return {
      courses: [{ title: "", videoIds: [] }],
      taxRate: String(DEFAULT_TAX_RATE),
      discount: "0",
      dueDate: options.dueDate,
      email: "",
      notes: "",
    };
  }
  return {
    courses: invoice.services.map((s) => ({ title: s.title, videoIds: s.videoIds })),
    taxRate: String(invoice.taxRate),
    discount: fromMinorUnits(invoice.discountMinor, invoice.currency),
    dueDate: invoice.dueDate,
    email: invoice.email,
    notes: invoice.notes,
  };
}

/** Today on the instructor's own calendar (the server allows it, whatever their time zone). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/**
 * The Create Invoice form (and Edit, for a pending invoice): the instructor's selectable videos
 * (approved, not priced, on no live invoice) grouped into named courses (add, name, pick videos,
 * remove; "Each video can only be assigned to one course.", so a video taken by one course is
 * not offered in another), the tax rate, the discount, the due date, the client e-mail and notes,
 * with a live preview of the totals computed as the server computes them (`invoiceTotals`), and
 * the payment details the invoice will carry (the bank account, masked, or N/A with a link to
 * add one). Create stays disabled while a course has no name or no videos. The server computes
 * every amount again and answers the invoice: `onSaved` shows it.
 */
export function InvoiceForm({
  options,
  invoice,
  payment,
  bankHref,
  onCancel,
  onSaved,
}: {
  options: InvoiceFormOptions;
  /** The pending invoice being edited; null for a new one. */
  invoice: ApiInvoice | null;
  payment: PaymentDetails | null;
  /** Where the instructor adds a bank account (their Profile's panel). */
  bankHref: string;
  onCancel: () => void;
  onSaved: (invoice: ApiInvoice) => void;
}) {
  const rate = { currency: options.currency, ratePerVideoMinor: options.ratePerVideoMinor };
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormBody>({
    // The schema's input types its preprocessed fields (trimmed, lowercased) as unknown; the form holds them as text.
    resolver: zodResolver(invoiceFormSchema(rate)) as Resolver<InvoiceFormValues, unknown, InvoiceFormBody>,
    defaultValues: initialValues(options, invoice),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const courses = useFieldArray({ control, name: "courses" });
  const values = useWatch({ control }) as InvoiceFormValues;
  const noPrice = options.ratePerVideoMinor <= 0;
  const incomplete = values.courses.some((c) => !c.title.trim() || c.videoIds.length === 0);
  const hintId = useId();

  const save = useApiMutation(
    async (body: InvoiceFormBody) =>
      invoice ? await saveInvoice(invoice.id, { ...body, updatedAt: invoice.updatedAt }) : (await postInvoice(body)).invoice,
    {
      fallback: invoice ? "Failed to update the invoice. Please try again." : "Failed to create the invoice. Please try again.",
      errorIn: "inline",
      success: (saved) => ({
        title: `Invoice ${saved.invoiceNumber} ${invoice ? "updated" : "created"}`,
        description: `Grand total ${formatMoney(saved.grandTotalMinor, saved.currency)}, as computed by the server.`,
      }),
      onSuccess: (saved) => onSaved(saved),
    },
  );

  const coursesError = errors.courses?.root?.message ?? errors.courses?.message;
  const money = (minor: number) => formatMoney(minor, options.currency);
  const digits = currencyDigits(options.currency);

  return (
    <form
      onSubmit={form.handleSubmit((body) => void save.run(body))}
      onChange={() => save.error && save.setError(null)}
      noValidate
      className="space-y-6"
      aria-busy={save.busy}
    >
      {noPrice ? (
        <Alert>
          The foundation has not set a price per video yet, so an invoice cannot be made. Please try again once it has been set.
        </Alert>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Courses</legend>
        <p className="text-muted">
          Group your videos into named courses, billed at {money(options.ratePerVideoMinor)} a video. {MESSAGES.oneCourse}
        </p>
        {options.videos.length === 0 && !invoice ? (
          <p className="rounded-xl bg-sand-100/60 px-4 py-3">
            You have no approved videos that are not on an invoice yet. Once the foundation approves your uploads, you can invoice them
            here.
          </p>
        ) : null}
        {courses.fields.map((field, index) => (
          <CourseFields
            key={field.id}
            index={index}
            control={control}
            videos={options.videos}
            titleField={register(`courses.${index}.title`)}
            titleError={errors.courses?.[index]?.title?.message}
            videosError={errors.courses?.[index]?.videoIds?.message ?? errors.courses?.[index]?.videoIds?.root?.message}
            onRemove={courses.fields.length > 1 ? () => courses.remove(index) : null}
          />
        ))}
        {coursesError ? (
          <p className="field-error" role="alert">
            {coursesError}
          </p>
        ) : null}
        {courses.fields.length < MAX_COURSES ? (
          <button type="button" className="btn-secondary" onClick={() => courses.append({ title: "", videoIds: [] })}>
            <Plus aria-hidden className="size-4" />
            Add course
          </button>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tax rate (%)" error={errors.taxRate?.message} hint="From 0 to 100, at most two decimals.">
          {(p) => (
            <input {...p} {...register("taxRate")} type="number" inputMode="decimal" min="0" max="100" step="0.01" className="input" />
          )}
        </Field>
        <Field
          label={`Discount (${options.currency})`}
          error={errors.discount?.message}
          hint={`Not negative${digits === 0 ? ", a whole amount" : ""}; at most the subtotal plus tax.`}
        >
          {(p) => (
            <input
              {...p}
              {...register("discount")}
              type="number"
              inputMode="decimal"
              min="0"
              step={digits === 0 ? "1" : `0.${"0".repeat(digits - 1)}1`}
              className="input"
            />
          )}
        </Field>
        <Field label="Due date" error={errors.dueDate?.message}>
          {(p) => <input {...p} {...register("dueDate")} type="date" min={invoice ? undefined : localToday()} className="input" />}
        </Field>
        <Field label="Client email" error={errors.email?.message} hint="Who the invoice is addressed to.">
          {(p) => <input {...p} {...register("email")} type="email" autoComplete="email" className="input" />}
        </Field>
      </div>
      <Field label="Notes (optional)" error={errors.notes?.message}>
        {(p) => <textarea {...p} {...register("notes")} rows={2} maxLength={NOTES_MAX} className="input" />}
      </Field>

      <TotalsPreview values={values} rate={rate} />
      <PaymentPreview payment={payment} bankHref={bankHref} />

      <div className="space-y-3 border-t border-line pt-4">
        {/* By the buttons, where the instructor is when the server refuses. */}
        <Alert>{save.error}</Alert>
        {incomplete ? (
          <p id={hintId} className="text-sm text-muted">
            Name each course and choose at least one video for it to {invoice ? "save the invoice" : "create the invoice"}.
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogActions
            onCancel={onCancel}
            describedBy={incomplete ? hintId : undefined}
            label={invoice ? "Save Changes" : "Create Invoice"}
            busyLabel={invoice ? "Saving..." : "Creating..."}
            busy={save.busy}
            confirmDisabled={incomplete || noPrice}
            tone="primary"
          />
        </div>
      </div>
    </form>
  );
}

/** One course: its name, the videos it bills (a video another course has is shown as taken), and Remove. */
function CourseFields({
  index,
  control,
  videos,
  titleField,
  titleError,
  videosError,
  onRemove,
}: {
  index: number;
  control: Control<InvoiceFormValues, unknown, InvoiceFormBody>;
  videos: Video[];
  titleField: UseFormRegisterReturn;
  titleError?: string;
  videosError?: string;
  onRemove: (() => void) | null;
}) {
  const all = useWatch({ control, name: "courses" });
  const name = `Course ${index + 1}`;
  const videosId = useId();
  /** The course (other than this one) that has the video, by its name as typed. */
  const takenBy = (videoId: string) => {
    const at = all.findIndex((c, i) => i !== index && c.videoIds.includes(videoId));
    return at === -1 ? null : all[at]!.title.trim() || `Course ${at + 1}`;
  };
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold">{name}</legend>
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <Field label="Course name" error={titleError}>
            {(p) => <input {...p} {...titleField} maxLength={COURSE_TITLE_MAX} className="input" />}
          </Field>
        </div>
        {onRemove ? (
          <button type="button" className="btn-danger-soft px-3" onClick={onRemove} aria-label={`Remove ${name}`}>
            <Trash2 aria-hidden className="size-4" />
            <span className="hidden sm:inline">Remove</span>
          </button>
        ) : null}
      </div>
      <Controller
        control={control}
        name={`courses.${index}.videoIds`}
        render={({ field }) => (
          <fieldset aria-describedby={videosError ? `${videosId}-error` : undefined}>
            <legend className="label">Videos</legend>
            {videos.length === 0 ? <p className="text-muted">No videos to choose from.</p> : null}
            <ul className="max-h-60 space-y-1 overflow-y-auto rounded-lg border border-line p-2">
              {videos.map((video) => {
                const taken = takenBy(video.id);
                const checked = field.value.includes(video.id);
                return (
                  <li key={video.id}>
                    <label
                      className={`flex min-h-11 items-center gap-3 rounded-md px-2 py-1 ${taken ? "text-muted" : "cursor-pointer hover:bg-sand-100/60"}`}
                    >
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 accent-brand-600"
                        checked={checked}
                        disabled={taken !== null}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...field.value, video.id] : field.value.filter((id) => id !== video.id))
                        }
                        onBlur={field.onBlur}
                      />
                      <span className="min-w-0 flex-1 break-words">
                        {video.title}
                        {taken ? <span className="block text-sm">In “{taken}”</span> : null}
                      </span>
                      <span className="shrink-0 text-sm text-muted tabular-nums">
                        <span className="sr-only">Length </span>
                        {clockDuration(video.durationSeconds)}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {videosError ? (
              <p id={`${videosId}-error`} className="field-error">
                {videosError}
              </p>
            ) : null}
          </fieldset>
        )}
      />
    </fieldset>
  );
}

/** The totals as the server will compute them, live: each course, Subtotal, Tax (rate %), Discount, Grand Total. */
function TotalsPreview({ values, rate }: { values: InvoiceFormValues; rate: { currency: string; ratePerVideoMinor: number } }) {
  const totals = previewTotals(rate, values);
  const money = (minor: number) => formatMoney(minor, rate.currency);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-sand-100/60 p-4">
      <h3 id={headingId} className="font-sans text-base font-semibold">
        Totals
      </h3>
      <p className="text-sm text-muted">A preview: the server computes every amount again when the invoice is saved.</p>
      {/* No column gap: the Subtotal's rule runs across both cells unbroken (the amounts keep their distance by padding). */}
      <dl className="mt-3 grid grid-cols-[1fr_auto] items-baseline gap-y-1 tabular-nums [&>dd]:pl-6 [&>dd]:text-right">
        {values.courses.map((course, i) => (
          <div key={i} className="contents">
            <dt className="min-w-0 break-words text-muted">
              {course.title.trim() || `Course ${i + 1}`}: {course.videoIds.length} × {money(rate.ratePerVideoMinor)}
            </dt>
            <dd className="pl-6 text-right">{money(course.videoIds.length * rate.ratePerVideoMinor)}</dd>
          </div>
        ))}
        <dt className="mt-1 border-t border-line pt-1">Subtotal</dt>
        <dd className="mt-1 border-t border-line pt-1">{totals ? money(totals.subtotalMinor) : "—"}</dd>
        <dt>Tax ({values.taxRate || 0}%)</dt>
        <dd>{totals ? money(totals.taxMinor) : "—"}</dd>
        <dt>Discount</dt>
        <dd>{totals ? (totals.discountMinor > 0 ? `−${money(totals.discountMinor)}` : money(0)) : "—"}</dd>
        <dt className="font-semibold">Grand Total</dt>
        <dd className="text-lg font-semibold">{totals ? money(totals.grandTotalMinor) : "—"}</dd>
      </dl>
    </section>
  );
}

/** The payment details the invoice will carry: the instructor's bank account, masked, or N/A with where to add one. */
function PaymentPreview({ payment, bankHref }: { payment: PaymentDetails | null; bankHref: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-sans text-base font-semibold">
        Payment details
      </h3>
      {payment ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt className="text-muted">Method</dt>
          <dd>{payment.method}</dd>
          <dt className="text-muted">Bank</dt>
          <dd className="break-words">{payment.bankName}</dd>
          <dt className="text-muted">Account holder</dt>
          <dd className="break-words">{payment.accountHolder}</dd>
          <dt className="text-muted">Account number</dt>
          <dd className="tabular-nums">{payment.accountNumberMasked}</dd>
        </dl>
      ) : (
        <p className="mt-1">
          N/A: you have no bank account yet, so the invoice will show none.{" "}
          <Link href={bankHref} className="link underline">
            Add a bank account
          </Link>{" "}
          on your Profile so the foundation can pay you.
        </p>
      )}
    </section>
  );
}
