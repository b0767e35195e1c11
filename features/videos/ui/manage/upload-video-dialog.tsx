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
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { confirmUpload, requestUpload } from "../api";
import { UploadProgress } from "@/components/ui/upload-progress";
import { putFiles } from "@/components/ui/put-file";
import { useVideoLength } from "./use-video-length";
import { FRAME_FAILED, FramePicker, frameOf } from "./frame-picker";
import { VideoTextFields } from "./video-form-parts";

const FAILED = "Error uploading video. Please try again.";

/**
 * Upload New Video: the files go straight to storage (two signed PUTs with a real progress
 * percentage), then the server checks them and creates the pending video. A video longer than
 * the video settings' maximum (`maxSeconds`), by the length the browser reads from its metadata,
 * is refused before anything is sent; the server checks the stored file's own header again.
 * The thumbnail is an image file or a frame of the video, picked in the browser's preview
 * (./frame-picker.tsx) or, when neither was given, the frame the preview shows.
 */
export function UploadVideoDialog({ maxSeconds, topics }: { maxSeconds: number; topics: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const duration = useVideoLength(maxSeconds);
  const [chosenVideo, setChosenVideo] = useState<File | null>(null);
  const [frame, setFrame] = useState<File | null>(null);
  const [frameProblem, setFrameProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<HTMLVideoElement | null>(null);
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
    async (values: UploadFormValues, seconds: number, thumbnail: File) => {
      const video = values.video!;
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
      duration.reset();
      setChosenVideo(null);
      setFrame(null);
      setFrameProblem(null);
      setError(null);
      setPercent(null);
    }
    setOpen(next);
  }

  async function onVideo(file: File | null) {
    setValue("video", file, { shouldValidate: true });
    setChosenVideo(file && file.type.startsWith("video/") ? file : null);
    setFrame(null);
    setFrameProblem(null);
    await duration.read(file);
  }

  async function onSubmit(values: UploadFormValues) {
    const problem = duration.problem();
    if (problem || !duration.length.seconds) {
      setError(problem);
      return;
    }
    // A chosen image first, else the frame picked, else the frame the preview shows.
    const thumbnail = values.thumbnail ?? frame ?? (preview ? await frameOf(preview) : null);
    if (!thumbnail) {
      setError(FRAME_FAILED);
      return;
    }
    return upload.run(values, duration.length.seconds, thumbnail);
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
          error={errors.video?.message ?? duration.length.tooLong}
          hint={duration.hint}
          disabled={busy}
          onFile={(file) => void onVideo(file)}
        />
        {chosenVideo && !duration.length.error ? (
          <FramePicker
            file={chosenVideo}
            frame={frame}
            onVideoElement={setPreview}
            disabled={busy}
            onFrame={(taken, problem) => {
              setFrame(taken);
              setFrameProblem(problem);
            }}
          />
        ) : null}
        {frameProblem ? (
          <p role="alert" className="field-error">
            {frameProblem}
          </p>
        ) : null}
        <FileField
          label="Thumbnail image (optional)"
          rule={FILE_RULES.thumbnail}
          error={errors.thumbnail?.message}
          hint="JPEG, PNG or WebP, up to 5MB. Without one, a frame of the video is the thumbnail."
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
