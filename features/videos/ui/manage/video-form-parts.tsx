import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";

type TextField = "courseName" | "courseContent" | "description" | "tags";

/**
 * The texts of a video that its uploader writes, shared by the Upload and Edit forms: title
 * (course name), course content, description and comma-separated tags. `register` is the
 * form's react-hook-form `register` (of a form that has those four); `errors` their messages.
 */
export function VideoTextFields({
  register,
  errors,
  busy,
  tagsHint,
}: {
  register: (name: TextField) => UseFormRegisterReturn;
  errors: Partial<Record<TextField, { message?: string }>>;
  busy: boolean;
  tagsHint: string;
}) {
  return (
    <>
      <Field label="Title (course name)" error={errors.courseName?.message}>
        {(p) => <input {...p} {...register("courseName")} className="input" disabled={busy} />}
      </Field>
      <Field label="Course content" error={errors.courseContent?.message}>
        {(p) => <textarea {...p} {...register("courseContent")} rows={3} className="input" disabled={busy} />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(p) => <textarea {...p} {...register("description")} rows={4} className="input" disabled={busy} />}
      </Field>
      <Field label="Tags (optional)" error={errors.tags?.message} hint={tagsHint}>
        {(p) => <input {...p} {...register("tags")} className="input" disabled={busy} />}
      </Field>
    </>
  );
}
