"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { editFormSchema, type EditFormInput, type EditFormValues } from "@/lib/validation/video-forms";
import { IMAGE_TYPES } from "@/lib/validation/videos";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useRefresh } from "@/components/dashboard/use-refresh";
import { errorMessage, putFile, type UploadTarget } from "./upload-target";

type EditableVideo = { id: string; courseName: string; courseContent: string; description: string; tags: string[]; status: string };
const FAILED = "Error updating video. Please try again.";

/** The instructor's Edit: title, content, description, tags and a new thumbnail. Saving sends the video back to review. */
export function EditVideoDialog({ video }: { video: EditableVideo }) {
  const { refresh } = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const defaults = {
    thumbnail: null,
    courseName: video.courseName,
    courseContent: video.courseContent,
    description: video.description,
    tags: video.tags.filter((t) => t !== "recommended").join(", "),
  };
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<EditFormInput, unknown, EditFormValues>({ resolver: zodResolver(editFormSchema), defaultValues: defaults });

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      reset(defaults);
      setError(null);
    }
    setOpen(next);
  }

  async function onSubmit(values: EditFormValues) {
    setError(null);
    setBusy(true);
    try {
      let thumbnailUploadToken: string | undefined;
      if (values.thumbnail) {
        const file = values.thumbnail;
        const answer = await apiFetch<{ uploadToken: string; thumbnail: { upload: UploadTarget } }>(
          `/video/${video.id}/thumbnail`,
          { method: "POST", json: { thumbnail: { contentType: file.type, size: file.size } } },
          FAILED,
        );
        await putFile(answer.thumbnail.upload, file, () => {});
        thumbnailUploadToken = answer.uploadToken;
      }
      // `recommended` is staff's to set; an instructor's save keeps it (the server keeps it too).
      await apiFetch(
        `/video/updateVideo/${video.id}`,
        {
          method: "PUT",
          json: {
            courseName: values.courseName,
            courseContent: values.courseContent,
            description: values.description,
            tags: values.tags,
            ...(thumbnailUploadToken ? { thumbnailUploadToken } : {}),
          },
        },
        FAILED,
      );
      await refresh();
      setOpen(false);
      toast.success("Update successful!", { description: "Your video is pending review again." });
    } catch (e) {
      setError(errorMessage(e, FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn-secondary px-3" onClick={() => onOpenChange(true)} aria-label={`Edit ${video.courseName}`}>
        <Pencil aria-hidden className="size-4" />
        Edit
      </button>
      <Dialog open={open} onOpenChange={onOpenChange} title="Edit Video" wide>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={busy}>
          <p className="rounded-lg bg-warn-50 px-4 py-3 text-sm text-warn-700">
            Saving sends your video back to review: it shows as pending until our team approves it again.
          </p>
          <Alert>{error}</Alert>
          <Field label="Title (course name)" error={errors.courseName?.message}>
            {(p) => <input {...p} {...register("courseName")} className="input" disabled={busy} />}
          </Field>
          <Field label="Course content" error={errors.courseContent?.message}>
            {(p) => <textarea {...p} {...register("courseContent")} rows={3} className="input" disabled={busy} />}
          </Field>
          <Field label="Description" error={errors.description?.message}>
            {(p) => <textarea {...p} {...register("description")} rows={4} className="input" disabled={busy} />}
          </Field>
          <Field label="Tags (optional)" error={errors.tags?.message} hint="Separate tags with commas.">
            {(p) => <input {...p} {...register("tags")} className="input" disabled={busy} />}
          </Field>
          <Field label="New thumbnail (optional)" error={errors.thumbnail?.message} hint="JPEG, PNG or WebP, up to 5MB. Leave empty to keep the current one.">
            {(p) => (
              <input
                {...p}
                type="file"
                accept={IMAGE_TYPES.join(",")}
                className="input file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-800"
                disabled={busy}
                onChange={(e) => setValue("thumbnail", e.target.files?.[0] ?? null, { shouldValidate: true })}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving..." : "Save"}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
