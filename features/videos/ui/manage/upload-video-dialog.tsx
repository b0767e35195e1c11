"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Upload } from "lucide-react";
import { topicFields, uploadFormSchema, type UploadFormInput, type UploadFormValues } from "@/features/videos/forms";
import { FILE_RULES } from "@/features/videos/schema";
import { Alert } from "@/components/ui/alert";
import { FileField } from "@/components/ui/file-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { errorMessage } from "@/components/ui/mutation-feedback";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { humanDuration } from "@/lib/format";
import { tooLongMessage } from "@/features/video-settings/client";
import { confirmUpload, requestUpload } from "../api";
import { UploadProgress } from "@/components/ui/upload-progress";
import { putFiles, readDuration } from "@/components/ui/put-file";
import { VideoTextFields } from "./video-form-parts";

const FAILED = "Error uploading video. Please try again.";

/**
 * Upload New Video: the files go straight to storage (two signed PUTs with a real progress
 * percentage), then the server checks them and creates the pending video. A video longer than
 * the video settings' maximum (`maxSeconds`), by the length the browser reads from its metadata,
 * is refused before anything is sent; the server checks the stored file's own header again.
 */
export function UploadVideoDialog({ maxSeconds, topics }: { maxSeconds: number; topics: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [duration, setDuration] = useState<{ seconds?: number; error?: string; tooLong?: string }>({});
  const form = useForm<UploadFormInput, unknown, UploadFormValues>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { video: null, thumbnail: null, courseName: "", topic: "", description: "", tags: "" },
  });
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = form;

  const upload = useApiMutation(
    async (values: UploadFormValues, seconds: number) => {
      const video = values.video!;
      const thumbnail = values.thumbnail!;
      setPercent(0);
      const answer = await requestUpload({
        courseName: values.courseName,
        ...topicFields(values.topic),
        description: values.description,
        durationSeconds: seconds,
        video: { contentType: video.type, size: video.size },
        thumbnail: { contentType: thumbnail.type, size: thumbnail.size },
        ...(values.tags.length > 0 ? { tags: values.tags } : {}),
      });
      await putFiles(
        [
          { file: thumbnail, target: answer.thumbnail.upload },
          { file: video, target: answer.video.upload },
        ],
        setPercent,
      );
      await confirmUpload({ uploadToken: answer.uploadToken });
    },
    {
      fallback: FAILED,
      errorIn: "inline",
      success: "Upload successful!",
      onSuccess: () => {
        setOpen(false);
        setBanner("Video uploaded successfully! It is now pending review by our team.");
      },
      onError: () => setPercent(null),
    },
  );
  const { busy, error, setError } = upload;

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      reset();
      setDuration({});
      setError(null);
      setPercent(null);
    }
    setOpen(next);
  }

  async function onVideo(file: File | null) {
    setValue("video", file, { shouldValidate: true });
    setDuration({});
    if (!file) return;
    try {
      const seconds = await readDuration(file);
      setDuration({ seconds, ...(Math.round(seconds) > maxSeconds ? { tooLong: tooLongMessage(seconds, maxSeconds) } : {}) });
    } catch (e) {
      setDuration({ error: errorMessage(e, "The video's duration could not be read") });
    }
  }

  function onSubmit(values: UploadFormValues) {
    if (duration.tooLong) {
      setError(duration.tooLong);
      return;
    }
    if (!duration.seconds) {
      setError(duration.error ?? "The video's duration could not be read");
      return;
    }
    return upload.run(values, duration.seconds);
  }

  return (
    <>
      <button type="button" className="btn-primary" onClick={() => onOpenChange(true)}>
        <Upload aria-hidden className="size-4" />
        Upload New Video
      </button>
      {/* A full-width row of the header's wrapping flex line, under the title and the button. */}
      {banner ? (
        <div className="w-full">
          <Alert tone="success">{banner}</Alert>
        </div>
      ) : null}
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Upload New Video"
        description="Your video is reviewed by our team before students can see it."
        onSubmit={handleSubmit(onSubmit)}
        busy={busy}
        error={error}
        submitLabel="Upload Video"
        busyLabel="Uploading..."
      >
        <FileField
          label="Video file"
          rule={FILE_RULES.video}
          error={errors.video?.message ?? duration.tooLong}
          hint={
            // A video too long says its exact length in the error beneath.
            duration.seconds && !duration.tooLong
              ? `MP4, WebM or QuickTime, up to 100MB and ${humanDuration(maxSeconds)}. Length: ${humanDuration(duration.seconds)}.`
              : (duration.error ?? `MP4, WebM or QuickTime, up to 100MB and ${humanDuration(maxSeconds)}.`)
          }
          disabled={busy}
          onFile={(file) => void onVideo(file)}
        />
        <FileField
          label="Thumbnail image"
          rule={FILE_RULES.thumbnail}
          error={errors.thumbnail?.message}
          hint="JPEG, PNG or WebP, up to 5MB."
          disabled={busy}
          onFile={(file) => setValue("thumbnail", file, { shouldValidate: true })}
        />
        <VideoTextFields
          register={register}
          errors={errors}
          busy={busy}
          tagsHint="More words people might search for, separated by commas, for example: calm, before a test."
          topics={topics}
        />
        {percent !== null ? <UploadProgress percent={percent} label="Upload progress" /> : null}
      </FormDialog>
    </>
  );
}
