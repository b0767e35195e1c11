"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Upload } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { putFile } from "@/components/ui/put-file";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { libraryFormSchema, type LibraryFormInput, type LibraryFormValues } from "@/features/library/forms";
import { IMAGE_TYPES, VIDEO_TYPES } from "@/features/library/schema";
import { confirmUpload, requestReplacement, requestUpload, saveItem } from "../api";
import type { ManagedItem } from "./types";

const FILE_INPUT =
  "input file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-800";

type Upload = { url: string; method: "PUT"; headers: Record<string, string> };
type Target = { upload: Upload } | undefined;

/**
 * PUTs the chosen files straight to storage, one after the other, reporting the share of all
 * their bytes sent so far (0–100).
 */
async function sendFiles(files: { file: File | null | undefined; target: Target }[], onPercent: (percent: number) => void) {
  const wanted = files.filter((f): f is { file: File; target: { upload: Upload } } => Boolean(f.file && f.target));
  const total = wanted.reduce((sum, f) => sum + f.file.size, 0) || 1;
  let done = 0;
  for (const { file, target } of wanted) {
    await putFile(target.upload, file, (sent) => onPercent(Math.min(100, Math.floor(((done + sent) / total) * 100))));
    done += file.size;
  }
  onPercent(100);
}

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
        await sendFiles(
          [
            { file: values.coverImage, target: step.coverImage },
            { file: values.video, target: step.video },
          ],
          setPercent,
        );
        return confirmUpload({ uploadToken: step.uploadToken });
      }
      let uploadToken: string | undefined;
      if (values.video || values.coverImage) {
        setPercent(0);
        const step = await requestReplacement(item.id, { video: declared(values.video), coverImage: declared(values.coverImage) });
        await sendFiles(
          [
            { file: values.coverImage, target: step.coverImage },
            { file: values.video, target: step.video },
          ],
          setPercent,
        );
        uploadToken = step.uploadToken;
      }
      return saveItem(item.id, { ...details, ...(uploadToken ? { uploadToken } : {}) });
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

  const title = editing ? "Edit Library Video" : "Upload Library Video";
  return (
    <>
      {editing ? (
        <button type="button" className="btn-secondary px-3" onClick={() => onOpenChange(true)} aria-label={`Edit ${item.title}`}>
          <Pencil aria-hidden className="size-4" />
          Edit
        </button>
      ) : (
        <button type="button" className="btn-primary" onClick={() => onOpenChange(true)}>
          <Upload aria-hidden className="size-4" />
          Upload Video
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        description={
          editing
            ? "Change the details, or choose a new video or cover to replace the current one."
            : "A new library video is a draft until you publish it."
        }
        wide
      >
        <form noValidate onSubmit={handleSubmit(save.run)} className="space-y-5" aria-busy={busy}>
          <Alert>{error}</Alert>
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
          <Field
            label={editing ? "New video file (optional)" : "Video file"}
            error={errors.video?.message}
            hint={`MP4, WebM or QuickTime, up to 100MB.${editing ? " Leave empty to keep the current video." : ""}`}
          >
            {(p) => (
              <input
                {...p}
                type="file"
                accept={VIDEO_TYPES.join(",")}
                className={FILE_INPUT}
                disabled={busy}
                onChange={(e) => setValue("video", e.target.files?.[0] ?? null, { shouldValidate: true })}
              />
            )}
          </Field>
          <Field
            label={editing ? "New cover image (optional)" : "Cover image"}
            error={errors.coverImage?.message}
            hint={`JPEG, PNG or WebP, up to 5MB.${editing ? " Leave empty to keep the current cover." : ""}`}
          >
            {(p) => (
              <input
                {...p}
                type="file"
                accept={IMAGE_TYPES.join(",")}
                className={FILE_INPUT}
                disabled={busy}
                onChange={(e) => setValue("coverImage", e.target.files?.[0] ?? null, { shouldValidate: true })}
              />
            )}
          </Field>
          {percent !== null ? <UploadProgress percent={percent} label="Upload progress" /> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogActions
              onCancel={() => onOpenChange(false)}
              label={editing ? "Save" : "Upload Video"}
              busyLabel={editing ? "Saving..." : "Uploading..."}
              busy={busy}
              tone="primary"
            />
          </div>
        </form>
      </Dialog>
    </>
  );
}
