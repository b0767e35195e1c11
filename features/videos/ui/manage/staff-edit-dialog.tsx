"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { staffEditFormSchema, type StaffEditFormValues } from "@/features/videos/forms";
import { changedFields } from "@/lib/changes";
import { Field } from "@/components/ui/field";
import { EditButton, FormDialog } from "@/components/ui/form-dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { saveVideo } from "../api";
import { StatusBadge } from "./status-badge";

type StaffVideo = {
  id: string;
  courseName: string;
  courseContent: string;
  description: string;
  status: string;
  uploadedBy: string;
  rank: string | null;
  isPriced: boolean;
  recommended: boolean;
};
const FAILED = "Failed to update video. Please try again.";

/** Manage Video Content's edit modal: details, status, uploader, rank, Recommended and Is Priced. */
export function StaffEditDialog({ video }: { video: StaffVideo }) {
  const [open, setOpen] = useState(false);
  const defaults: StaffEditFormValues = { rank: video.rank ?? "", isPriced: video.isPriced, recommended: video.recommended };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StaffEditFormValues>({ resolver: zodResolver(staffEditFormSchema), defaultValues: defaults });

  // Only what the admin changed: a flag another admin set since this list was drawn stays set.
  const save = useApiMutation((values: StaffEditFormValues) => saveVideo(video.id, changedFields(defaults, values)), {
    fallback: FAILED,
    errorIn: "inline",
    success: "Update successful!",
    onSuccess: () => setOpen(false),
  });
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
      >
        <dl className="grid gap-3 rounded-xl bg-sand-100 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">Course name</dt>
          <dd className="break-words">{video.courseName}</dd>
          <dt className="font-semibold">Content</dt>
          <dd className="whitespace-pre-line break-words">{video.courseContent}</dd>
          <dt className="font-semibold">Description</dt>
          <dd className="whitespace-pre-line break-words">{video.description}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>
            <StatusBadge status={video.status} />
          </dd>
          <dt className="font-semibold">Uploaded by</dt>
          <dd>{video.uploadedBy}</dd>
        </dl>
        <Field label="Rank" error={errors.rank?.message} hint="Lower ranks are shown first. Leave empty for no rank.">
          {(p) => <input {...p} {...register("rank")} inputMode="numeric" className="input max-w-40" disabled={busy} />}
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" {...register("recommended")} className="size-5 accent-brand-600" disabled={busy} />
            Recommended
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" {...register("isPriced")} className="size-5 accent-brand-600" disabled={busy} />
            Priced course
          </label>
        </div>
      </FormDialog>
    </>
  );
}
