"use client";

import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImageOff, ImagePlus, ShieldCheck } from "lucide-react";
import { Field } from "@/components/ui/field";
import { FileField } from "@/components/ui/file-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { putFiles } from "@/components/ui/put-file";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { REQUIRED_FIELDS, missesRequired, uploadFormSchema, type UploadFormInput, type UploadFormValues } from "@/features/gallery/forms";
import { PHOTO_RULE } from "@/features/gallery/schema";
import { confirmUpload, requestUpload } from "./api";
import { CategoryField, DescriptionField, TitleField } from "./photo-fields";

const FAILED = "Failed to upload image. Please try again.";
const blank: UploadFormInput = { title: "", category: "general", description: "", image: null, consentConfirmed: false };

/** The file input's look: a calm, large target with its button styled like ours. */
const FILE_INPUT =
  "block w-full cursor-pointer rounded-lg border border-dashed border-line bg-canvas p-3 text-base text-muted file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:font-medium file:text-white hover:file:bg-brand-700 aria-[invalid=true]:border-danger-600";

/**
 * Upload Photo and its dialog (spec 02, School dashboard): Photo Title, School Name
 * (the account's, read only), Category, Description (optional), the photo with a preview, and the
 * required box confirming the school holds consent for the children shown (recorded with the photo).
 * Checked in the browser with the server's own schema ("Please fill in all required fields"
 * when a required one is empty); the photo goes straight to storage with a progress bar, then the
 * server re-encodes it without its location and it waits for review; the dashboard then redraws
 * its list, where the photo shows as Pending Approval. `openOnArrival`: the dialog opens as the
 * page loads (Upload Photo on /gallery leads here with `upload=1`, which is then taken out of the
 * address, so a reload or Back does not open it again).
 */
export function UploadPhotoButton({
  schoolName,
  openOnArrival = false,
  className = "btn-primary",
}: {
  schoolName: string;
  openOnArrival?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(openOnArrival);
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<UploadFormInput, unknown, UploadFormValues>({ resolver: zodResolver(uploadFormSchema), defaultValues: blank });
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: "image" });
  const consentId = useId();

  const upload = useApiMutation(
    async (values: UploadFormValues) => {
      const file = values.image;
      if (!file) throw new Error(REQUIRED_FIELDS);
      setPercent(0);
      const answer = await requestUpload({
        title: values.title,
        category: values.category,
        ...(values.description ? { description: values.description } : {}),
        image: { contentType: file.type, size: file.size },
        consentConfirmed: values.consentConfirmed,
      });
      await putFiles([{ file, target: answer.image.upload }], setPercent);
      return confirmUpload({ uploadToken: answer.uploadToken });
    },
    {
      fallback: FAILED,
      errorIn: "both",
      success: { title: "Photo uploaded!", description: "An administrator will review it before it is published in the gallery." },
      refresh: "await",
      onSuccess: () => {
        setOpen(false);
        setPercent(null);
        form.reset(blank);
      },
      onError: () => setPercent(null),
    },
  );
  const { busy, error, setError } = upload;

  useEffect(() => {
    if (!openOnArrival) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("upload");
    window.history.replaceState(window.history.state, "", url);
  }, [openOnArrival]);

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      form.reset(blank);
      setError(null);
      setPercent(null);
    }
    setOpen(next);
  }

  return (
    <>
      <button type="button" className={className} onClick={() => onOpenChange(true)}>
        <ImagePlus aria-hidden className="size-5" />
        Upload Photo
      </button>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Upload Photo"
        description="Share a moment of your school's practice. An administrator reviews every photo before it is published in the gallery."
        onChange={() => error && setError(null)}
        onSubmit={form.handleSubmit(
          (values) => void upload.run(values),
          (invalid) => setError(missesRequired(invalid) ? REQUIRED_FIELDS : null),
        )}
        busy={busy}
        error={error}
        submitLabel="Upload Photo"
        busyLabel="Uploading..."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TitleField register={form.register("title")} error={errors.title?.message} disabled={busy} />
          <Field label="School Name" hint="From your school's account.">
            {(p) => <input {...p} value={schoolName} readOnly aria-readonly="true" className="input bg-sand-100 text-muted" />}
          </Field>
        </div>
        <CategoryField register={form.register("category")} error={errors.category?.message} disabled={busy} />
        <DescriptionField register={form.register("description")} error={errors.description?.message} disabled={busy} rows={3} />
        <FileField
          label="Photo"
          rule={PHOTO_RULE}
          error={errors.image?.message}
          hint="JPEG, PNG or WebP, up to 10 MB. We remove the place and camera details from the file before it is stored."
          required
          disabled={busy}
          className={FILE_INPUT}
          onFile={(file) => form.setValue("image", file, { shouldValidate: true })}
        />
        {image instanceof File ? <Preview key={`${image.name}:${image.size}:${image.lastModified}`} file={image} /> : null}
        <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-brand-800">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          Photos are reviewed by an administrator before they are published. Please share only photos in which no child can be named.
        </p>
        <div>
          <label htmlFor={consentId} className="flex min-h-11 items-start gap-3 text-ink">
            <input
              id={consentId}
              type="checkbox"
              {...form.register("consentConfirmed")}
              aria-invalid={Boolean(errors.consentConfirmed)}
              aria-describedby={errors.consentConfirmed ? `${consentId}-error` : undefined}
              aria-required="true"
              disabled={busy}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            <span>
              Our school holds consent from the parents or guardians of every child shown in this photo to publish it. We record who
              confirmed this and when.
            </span>
          </label>
          {errors.consentConfirmed?.message ? (
            <p id={`${consentId}-error`} className="field-error">
              {errors.consentConfirmed.message}
            </p>
          ) : null}
        </div>
        {percent !== null ? (
          <UploadProgress percent={percent} label={percent < 100 ? "Upload progress" : "Preparing your photo..."} />
        ) : null}
      </FormDialog>
    </>
  );
}

/**
 * The chosen photo as the browser shows it (read as a data URL, so nothing needs revoking), or a
 * calm placeholder when it cannot be shown (a format the browser does not display, a broken
 * file). Keyed by the file, so each new choice starts afresh.
 */
function Preview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? setUrl(reader.result) : setFailed(true));
    reader.onerror = () => setFailed(true);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-sand-100">
      {failed ? (
        <div role="img" aria-label="No preview available" className="flex h-40 flex-col items-center justify-center gap-2 text-muted">
          <ImageOff aria-hidden className="size-8" />
          <span>No preview available</span>
        </div>
      ) : url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local preview of the chosen file
        <img
          src={url}
          alt="Preview of the chosen photo"
          className="mx-auto max-h-64 w-full object-contain"
          onError={() => setFailed(true)}
        />
      ) : (
        <div aria-hidden className="h-40 animate-pulse bg-sand-100" />
      )}
      <figcaption className="border-t border-line bg-surface px-3 py-2 text-sm text-muted">
        <span className="break-all">{file.name}</span>
      </figcaption>
    </figure>
  );
}
