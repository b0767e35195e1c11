"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { EditButton, FormDialog } from "@/components/ui/form-dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { changedFields } from "@/lib/changes";
import { REQUIRED_FIELDS, editFormSchema, missesRequired, type EditFormInput, type EditFormValues } from "@/features/gallery/forms";
import type { PhotoCategory } from "@/features/gallery/schema";
import { savePhoto } from "../api";
import { CategoryField, DescriptionField, TitleField } from "../photo-fields";

export type EditablePhoto = { id: string; title: string; category: PhotoCategory; description: string; status: string };

/**
 * Edit: a photo's title, category and description (its picture stays). Saving a school's photo
 * sends it back to review, so the dialog says so when it is published or was rejected.
 */
export function EditPhotoDialog({ photo }: { photo: EditablePhoto }) {
  const [open, setOpen] = useState(false);
  const values: EditFormInput = { title: photo.title, category: photo.category, description: photo.description };
  const form = useForm<EditFormInput, unknown, EditFormValues>({ resolver: zodResolver(editFormSchema), defaultValues: values });
  const { errors } = form.formState;
  const rereview = photo.status !== "pending";
  // Only what the school changed (a title staff corrected meanwhile stays); nothing changed, nothing sent.
  const save = useApiMutation(
    async (data: EditFormValues) => {
      const shown: EditFormValues = { title: photo.title, category: photo.category, description: photo.description };
      const changes = changedFields(shown, data);
      return Object.keys(changes).length > 0 ? savePhoto(photo.id, changes) : null;
    },
    {
      fallback: "Failed to update the photo. Please try again.",
      errorIn: "both",
      success: (saved) =>
        saved === null
          ? "Nothing to save: the photo is as it was"
          : rereview
            ? { title: "Photo updated", description: "It will be reviewed again before it is published." }
            : "Photo updated",
      onSuccess: () => setOpen(false),
    },
  );

  function onOpenChange(next: boolean) {
    if (save.busy) return;
    if (next) {
      form.reset(values);
      save.setError(null);
    }
    setOpen(next);
  }

  return (
    <>
      <EditButton name={photo.title} onClick={() => onOpenChange(true)} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Edit Photo"
        description={
          rereview
            ? "Saving a change sends the photo back to our team for review; it leaves the gallery until it is approved again."
            : "The photo is waiting for review; your changes are part of it."
        }
        onChange={() => save.error && save.setError(null)}
        onSubmit={form.handleSubmit(
          (data) => void save.run(data),
          (invalid) => save.setError(missesRequired(invalid) ? REQUIRED_FIELDS : null),
        )}
        busy={save.busy}
        error={save.error}
        submitLabel="Save"
        busyLabel="Saving..."
      >
        <TitleField register={form.register("title")} error={errors.title?.message} disabled={save.busy} />
        <CategoryField register={form.register("category")} error={errors.category?.message} disabled={save.busy} />
        <DescriptionField register={form.register("description")} error={errors.description?.message} disabled={save.busy} rows={4} />
      </FormDialog>
    </>
  );
}
