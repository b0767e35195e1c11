"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { editFormSchema, topicFields, topicOf, type EditFormInput, type EditFormValues } from "@/features/videos/forms";
import { FILE_RULES, topicTags } from "@/features/videos/schema";
import { FileField } from "@/components/ui/file-field";
import { EditButton, FormDialog } from "@/components/ui/form-dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { changedFields } from "@/lib/changes";
import { requestThumbnail, saveVideo } from "../api";
import { putFile } from "@/components/ui/put-file";
import { VideoTextFields } from "./video-form-parts";

type EditableVideo = {
  id: string;
  courseName: string;
  courseContent: string;
  category: string | null;
  description: string;
  tags: string[];
  status: string;
};
const FAILED = "Error updating video. Please try again.";

/** The instructor's Edit: title, content, description, tags and a new thumbnail. Saving sends the video back to review. */
export function EditVideoDialog({ video, topics }: { video: EditableVideo; topics: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const defaults = {
    thumbnail: null,
    courseName: video.courseName,
    topic: topicOf(video),
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
      // Only what the instructor changed: a title or tag staff changed meanwhile stays. (`recommended`
      // is staff's to set; the server keeps it.)
      const shown = {
        courseName: video.courseName,
        description: video.description,
        tags: topicTags(video.tags),
      };
      const edited = {
        courseName: values.courseName,
        description: values.description,
        tags: values.tags,
      };
      const topic = values.topic !== topicOf(video) ? topicFields(values.topic) : {};
      await saveVideo(video.id, {
        ...changedFields(shown, edited),
        ...topic,
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
      <EditButton name={video.courseName} onClick={() => onOpenChange(true)} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Edit Video"
        onSubmit={handleSubmit(save.run)}
        busy={busy}
        error={error}
        submitLabel="Save"
        busyLabel="Saving..."
        notice={
          <p className="rounded-lg bg-warn-50 px-4 py-3 text-sm text-warn-700">
            Saving sends your video back to review: it shows as pending until our team approves it again.
          </p>
        }
      >
        <VideoTextFields register={register} errors={errors} busy={busy} tagsHint="Separate tags with commas." topics={topics} />
        <FileField
          label="New thumbnail (optional)"
          rule={FILE_RULES.thumbnail}
          error={errors.thumbnail?.message}
          hint="JPEG, PNG or WebP, up to 5MB. Leave empty to keep the current one."
          disabled={busy}
          onFile={(file) => setValue("thumbnail", file, { shouldValidate: true })}
        />
      </FormDialog>
    </>
  );
}
