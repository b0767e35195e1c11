"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Upload } from "lucide-react";
import { Field } from "@/components/ui/field";
import { FileField } from "@/components/ui/file-field";
import { EditButton, FormDialog } from "@/components/ui/form-dialog";
import { putFiles } from "@/components/ui/put-file";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { changedFields } from "@/lib/changes";
import { libraryFormSchema, type LibraryFormInput, type LibraryFormValues } from "@/features/library/forms";
import { LIBRARY_FILE_RULES } from "@/features/library/schema";
import { confirmUpload, requestReplacement, requestUpload, saveItem } from "../api";
import type { ManagedItem } from "./types";

/**
 * The library video form of the spec (Upload Video and Edit): title, author, subject,
 * description, keywords edited as comma-separated text; the video and the cover image are
 * required only when the item has none yet (on upload), and on edit replace the item's own. The
 * files go straight to storage with a progress bar; the server checks them before it keeps them.
 */
export function ItemFormDialog({ item }: { item?: ManagedItem }) {
  const editing = item !== undefined;
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const defaults: LibraryFormInput = {
    title: item?.title ?? "",
    author: item?.author ?? "",
    subject: item?.subject ?? "",
    description: item?.description ?? "",
    keywords: item?.keywords.join(", ") ?? "",
    video: null,
    coverImage: null,
  };
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<LibraryFormInput, unknown, LibraryFormValues>({
    resolver: zodResolver(libraryFormSchema({ needsFiles: !editing })),
    defaultValues: defaults,
  });

  const save = useApiMutation(
    async (values: LibraryFormValues) => {
      const details = {
        title: values.title,
        author: values.author,
        subject: values.subject,
        description: values.description,
        keywords: values.keywords,
      };
      const declared = (file: File | null | undefined) => (file ? { contentType: file.type, size: file.size } : undefined);
      if (!item) {
        setPercent(0);
        const step = await requestUpload({ ...details, video: declared(values.video)!, coverImage: declared(values.coverImage)! });
        await putFiles(
          [
            { file: values.coverImage, target: step.coverImage?.upload },
            { file: values.video, target: step.video?.upload },
          ],
          setPercent,
        );
        return confirmUpload({ uploadToken: step.uploadToken });
      }
      let uploadToken: string | undefined;
      if (values.video || values.coverImage) {
        setPercent(0);
        const step = await requestReplacement(item.id, { video: declared(values.video), coverImage: declared(values.coverImage) });
        await putFiles(
          [
            { file: values.coverImage, target: step.coverImage?.upload },
            { file: values.video, target: step.video?.upload },
          ],
          setPercent,
        );
        uploadToken = step.uploadToken;
      }
      // Only what this admin changed: a field another admin saved meanwhile stays as they left it.
      const shown = {
        title: item.title,
        author: item.author,
        subject: item.subject,
        description: item.description,
        keywords: item.keywords,
      };
      return saveItem(item.id, { ...changedFields(shown, details), ...(uploadToken ? { uploadToken } : {}) });
    },
    {
      fallback: editing ? "Error updating the library video. Please try again." : "Error uploading the library video. Please try again.",
      errorIn: "inline",
      success: editing
        ? "Library Video updated successfully"
        : { title: "Video uploaded successfully!", description: "It is a draft until you publish it." },
      onSuccess: () => setOpen(false),
      onError: () => setPercent(null),
    },
  );
  const { busy, error } = save;

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      reset(defaults);
      save.setError(null);
      setPercent(null);
    }
    setOpen(next);
  }

  return (
    <>
      {editing ? (
        <EditButton name={item.title} onClick={() => onOpenChange(true)} />
      ) : (
        <button type="button" className="btn-primary" onClick={() => onOpenChange(true)}>
          <Upload aria-hidden className="size-4" />
          Upload Video
        </button>
      )}
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={editing ? "Edit Library Video" : "Upload Library Video"}
        description={
          editing
            ? "Change the details, or choose a new video or cover to replace the current one."
            : "A new library video is a draft until you publish it."
        }
        onSubmit={handleSubmit(save.run)}
        busy={busy}
        error={error}
        submitLabel={editing ? "Save" : "Upload Video"}
        busyLabel={editing ? "Saving..." : "Uploading..."}
      >
        <Field label="Title" error={errors.title?.message}>
          {(p) => <input {...p} {...register("title")} className="input" disabled={busy} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Author" error={errors.author?.message}>
            {(p) => <input {...p} {...register("author")} className="input" disabled={busy} />}
          </Field>
          <Field label="Subject" error={errors.subject?.message}>
            {(p) => <input {...p} {...register("subject")} className="input" disabled={busy} />}
          </Field>
        </div>
        <Field label="Description" error={errors.description?.message}>
          {(p) => <textarea {...p} {...register("description")} rows={4} className="input" disabled={busy} />}
        </Field>
        <Field label="Keywords" error={errors.keywords?.message} hint="Separate keywords with commas, for example: breathing, calm.">
          {(p) => <input {...p} {...register("keywords")} className="input" disabled={busy} />}
        </Field>
        <FileField
          label={editing ? "New video file (optional)" : "Video file"}
          rule={LIBRARY_FILE_RULES.video}
          error={errors.video?.message}
          hint={`MP4, WebM or QuickTime, up to 100MB.${editing ? " Leave empty to keep the current video." : ""}`}
          disabled={busy}
          onFile={(file) => setValue("video", file, { shouldValidate: true })}
        />
        <FileField
          label={editing ? "New cover image (optional)" : "Cover image"}
          rule={LIBRARY_FILE_RULES.coverImage}
          error={errors.coverImage?.message}
          hint={`JPEG, PNG or WebP, up to 5MB.${editing ? " Leave empty to keep the current cover." : ""}`}
          disabled={busy}
          onFile={(file) => setValue("coverImage", file, { shouldValidate: true })}
        />
        {percent !== null ? <UploadProgress percent={percent} label="Upload progress" /> : null}
      </FormDialog>
    </>
  );
}
