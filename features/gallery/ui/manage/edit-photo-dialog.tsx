"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { REQUIRED_FIELDS, editFormSchema, missesRequired, type EditFormInput, type EditFormValues } from "@/features/gallery/forms";
import { CATEGORY_LABELS, DESCRIPTION_MAX, PHOTO_CATEGORIES, TITLE_MAX, type PhotoCategory } from "@/features/gallery/schema";
import { savePhoto } from "../api";

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
  const save = useApiMutation((data: EditFormValues) => savePhoto(photo.id, data), {
    fallback: "Failed to update the photo. Please try again.",
    errorIn: "both",
    success: rereview ? { title: "Photo updated", description: "It will be reviewed again before it is published." } : "Photo updated",
    onSuccess: () => setOpen(false),
  });

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
      <button type="button" className="btn-secondary px-3" onClick={() => onOpenChange(true)} aria-label={`Edit ${photo.title}`}>
        <Pencil aria-hidden className="size-4" />
        Edit
      </button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Edit Photo"
        description={
          rereview
            ? "Saving a change sends the photo back to our team for review; it leaves the gallery until it is approved again."
            : "The photo is waiting for review; your changes are part of it."
        }
        wide
      >
        <form
          noValidate
          className="space-y-5"
          aria-busy={save.busy}
          onChange={() => save.error && save.setError(null)}
          onSubmit={form.handleSubmit(
            (data) => void save.run(data),
            (invalid) => save.setError(missesRequired(invalid) ? REQUIRED_FIELDS : null),
          )}
        >
          <Alert>{save.error}</Alert>
          <Field label="Photo Title" error={errors.title?.message}>
            {(p) => <input {...p} {...form.register("title")} required maxLength={TITLE_MAX} disabled={save.busy} className="input" />}
          </Field>
          <Field label="Category" error={errors.category?.message}>
            {(p) => (
              <select {...p} {...form.register("category")} required disabled={save.busy} className="input">
                {PHOTO_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Description (optional)" error={errors.description?.message}>
            {(p) => (
              <textarea
                {...p}
                {...form.register("description")}
                rows={4}
                maxLength={DESCRIPTION_MAX}
                disabled={save.busy}
                className="input resize-y"
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogActions onCancel={() => onOpenChange(false)} label="Save" busyLabel="Saving..." busy={save.busy} tone="primary" />
          </div>
        </form>
      </Dialog>
    </>
  );
}
