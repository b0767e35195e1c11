import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";

/** A file input styled like the other inputs, its "Choose file" button in the brand colour. */
export const FILE_INPUT_CLASS =
  "input file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-800";

type TextField = "courseName" | "courseContent" | "description" | "tags";

/**
 * The texts of a video that its uploader writes, shared by the Upload and Edit forms: title
 * (course name), course content, description and comma-separated tags. `fields` are the
 * react-hook-form registrations of those four; `errors` their messages.
 */
export function VideoTextFields({
  fields,
  errors,
  busy,
  tagsHint,
}: {
  fields: Record<TextField, UseFormRegisterReturn>;
  errors: Partial<Record<TextField, { message?: string }>>;
  busy: boolean;
  tagsHint: string;
}) {
  return (
    <>
      <Field label="Title (course name)" error={errors.courseName?.message}>
        {(p) => <input {...p} {...fields.courseName} className="input" disabled={busy} />}
      </Field>
      <Field label="Course content" error={errors.courseContent?.message}>
        {(p) => <textarea {...p} {...fields.courseContent} rows={3} className="input" disabled={busy} />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(p) => <textarea {...p} {...fields.description} rows={4} className="input" disabled={busy} />}
      </Field>
      <Field label="Tags (optional)" error={errors.tags?.message} hint={tagsHint}>
        {(p) => <input {...p} {...fields.tags} className="input" disabled={busy} />}
      </Field>
    </>
  );
}
