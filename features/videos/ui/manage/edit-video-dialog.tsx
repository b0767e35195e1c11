"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { editFormSchema, type EditFormInput, type EditFormValues } from "@/features/videos/forms";
import { IMAGE_TYPES, topicTags } from "@/features/videos/schema";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { requestThumbnail, saveVideo } from "../api";
import { putFile } from "@/components/ui/put-file";
import { FILE_INPUT_CLASS, VideoTextFields } from "./video-form-parts";

type EditableVideo = { id: string; courseName: string; courseContent: string; description: string; tags: string[]; status: string };
const FAILED = "Error updating video. Please try again.";

/** The instructor's Edit: title, content, description, tags and a new thumbnail. Saving sends the video back to review. */
export function EditVideoDialog({ video }: { video: EditableVideo }) {
  const [open, setOpen] = useState(false);
  const defaults = {
    thumbnail: null,
    courseName: video.courseName,
    courseContent: video.courseContent,
    description: video.description,
    tags: topicTags(video.tags).join(", "),
  };
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<EditFormInput, unknown, EditFormValues>({ resolver: zodResolver(editFormSchema), defaultValues: defaults });

  const save = useApiMutation(
    async (values: EditFormValues) => {
      let thumbnailUploadToken: string | undefined;
      if (values.thumbnail) {
        const file = values.thumbnail;
        const answer = await requestThumbnail(video.id, { thumbnail: { contentType: file.type, size: file.size } });
        await putFile(answer.thumbnail.upload, file, () => {});
        thumbnailUploadToken = answer.uploadToken;
      }
      // `recommended` is staff's to set; an instructor's save keeps it (the server keeps it too).
      await saveVideo(video.id, {
        courseName: values.courseName,
        courseContent: values.courseContent,
        description: values.description,
        tags: values.tags,
        ...(thumbnailUploadToken ? { thumbnailUploadToken } : {}),
      });
    },
    {
      fallback: FAILED,
      errorIn: "inline",
      success: { title: "Update successful!", description: "Your video is pending review again." },
      onSuccess: () => setOpen(false),
    },
  );
  const { busy, error } = save;

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      reset(defaults);
      save.setError(null);
    }
    setOpen(next);
  }

  return (
    <>
      <button type="button" className="btn-secondary px-3" onClick={() => onOpenChange(true)} aria-label={`Edit ${video.courseName}`}>
        <Pencil aria-hidden className="size-4" />
        Edit
      </button>
      <Dialog open={open} onOpenChange={onOpenChange} title="Edit Video" wide>
        <form noValidate onSubmit={handleSubmit(save.run)} className="space-y-5" aria-busy={busy}>
          <p className="rounded-lg bg-warn-50 px-4 py-3 text-sm text-warn-700">
            Saving sends your video back to review: it shows as pending until our team approves it again.
          </p>
          <Alert>{error}</Alert>
          <VideoTextFields
            fields={{
              courseName: register("courseName"),
              courseContent: register("courseContent"),
              description: register("description"),
              tags: register("tags"),
            }}
            errors={errors}
            busy={busy}
            tagsHint="Separate tags with commas."
          />
          <Field
            label="New thumbnail (optional)"
            error={errors.thumbnail?.message}
            hint="JPEG, PNG or WebP, up to 5MB. Leave empty to keep the current one."
          >
            {(p) => (
              <input
                {...p}
                type="file"
                accept={IMAGE_TYPES.join(",")}
                className={FILE_INPUT_CLASS}
                disabled={busy}
                onChange={(e) => setValue("thumbnail", e.target.files?.[0] ?? null, { shouldValidate: true })}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogActions onCancel={() => onOpenChange(false)} label="Save" busyLabel="Saving..." busy={busy} tone="primary" />
          </div>
        </form>
      </Dialog>
    </>
  );
}
