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
import { requestThumbnail, requestVideoFile, saveVideo } from "../api";
import { putFiles } from "@/components/ui/put-file";
import { UploadProgress } from "@/components/ui/upload-progress";
import { VideoTextFields } from "./video-form-parts";
import { useVideoLength } from "./use-video-length";

type EditableVideo = {
  id: string;
  courseName: string;
  courseContent: string;
  category: string | null;
  description: string;
  tags: string[];
  status: string;
  rejectionReason: string | null;
  /** The version the form opens: saving over a version changed since is refused (409). */
  updatedAt: string;
};
const FAILED = "Error updating video. Please try again.";

/**
 * The instructor's Edit: title, topic, description, tags, and a new video file or thumbnail
 * (each straight to storage, as an upload's, then checked by the server when the edit is saved;
 * a video longer than `maxSeconds` is refused before anything is sent). Saving sends the video
 * back to review; until then a rejected video's reason stays on the card and in the form.
 */
export function EditVideoDialog({ video, topics, maxSeconds }: { video: EditableVideo; topics: readonly string[]; maxSeconds: number }) {
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const duration = useVideoLength(maxSeconds);
  const defaults = {
    video: null,
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
    async (values: EditFormValues, seconds: number | null) => {
      const tokens: { videoUploadToken?: string; thumbnailUploadToken?: string } = {};
      const newVideo = values.video && seconds ? values.video : null;
      const newThumbnail = values.thumbnail ?? null;
      if (newVideo || newThumbnail) setPercent(0);
      const videoStep = newVideo
        ? await requestVideoFile(video.id, { video: { contentType: newVideo.type, size: newVideo.size }, durationSeconds: seconds! })
        : null;
      const thumbnailStep = newThumbnail
        ? await requestThumbnail(video.id, { thumbnail: { contentType: newThumbnail.type, size: newThumbnail.size } })
        : null;
      await putFiles(
        [
          { file: newThumbnail, target: thumbnailStep?.thumbnail.upload },
          { file: newVideo, target: videoStep?.video.upload },
        ],
        setPercent,
      );
      if (videoStep) tokens.videoUploadToken = videoStep.uploadToken;
      if (thumbnailStep) tokens.thumbnailUploadToken = thumbnailStep.uploadToken;
      // Only what the instructor changed: a title or tag staff changed meanwhile stays. (`recommended`
      // is staff's to set; the server keeps it.)
      const shown = { courseName: video.courseName, description: video.description, tags: topicTags(video.tags) };
      const edited = { courseName: values.courseName, description: values.description, tags: values.tags };
      const topic = values.topic !== topicOf(video) ? topicFields(values.topic) : {};
      await saveVideo(video.id, { ...changedFields(shown, edited), ...topic, ...tokens, updatedAt: video.updatedAt });
    },
    {
      fallback: FAILED,
      errorIn: "inline",
      success: { title: "Update successful!", description: "Your video is pending review again." },
      onSuccess: () => setOpen(false),
      onError: () => setPercent(null),
    },
  );
  const { busy, error } = save;

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      reset(defaults);
      duration.reset();
      save.setError(null);
      setPercent(null);
    }
    setOpen(next);
  }

  async function onVideo(file: File | null) {
    setValue("video", file, { shouldValidate: true });
    await duration.read(file);
  }

  function onSubmit(values: EditFormValues) {
    if (values.video) {
      const problem = duration.problem();
      if (problem) {
        save.setError(problem);
        return;
      }
    }
    return save.run(values, duration.length.seconds ?? null);
  }

  return (
    <>
      <EditButton name={video.courseName} onClick={() => onOpenChange(true)} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Edit Video"
        onSubmit={handleSubmit(onSubmit)}
        busy={busy}
        error={error}
        submitLabel="Save"
        busyLabel="Saving..."
        notice={
          <div className="space-y-3">
            {video.status === "rejected" && video.rejectionReason ? (
              <p className="rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-600">
                <span className="font-semibold">Reason for rejection: </span>
                {video.rejectionReason}
              </p>
            ) : null}
            <p className="rounded-lg bg-warn-50 px-4 py-3 text-sm text-warn-700">
              Saving sends your video back to review: it shows as pending until our team approves it again.
            </p>
          </div>
        }
      >
        <VideoTextFields register={register} errors={errors} busy={busy} tagsHint="Separate tags with commas." topics={topics} />
        <FileField
          label="New video file (optional)"
          rule={FILE_RULES.video}
          error={errors.video?.message ?? duration.length.tooLong}
          hint={`${duration.hint} Leave empty to keep the current recording.`}
          disabled={busy}
          onFile={(file) => void onVideo(file)}
        />
        <FileField
          label="New thumbnail (optional)"
          rule={FILE_RULES.thumbnail}
          error={errors.thumbnail?.message}
          hint="JPEG, PNG or WebP, up to 5MB. Leave empty to keep the current one."
          disabled={busy}
          onFile={(file) => setValue("thumbnail", file, { shouldValidate: true })}
        />
        {percent !== null ? <UploadProgress percent={percent} label="Upload progress" /> : null}
      </FormDialog>
    </>
  );
}
