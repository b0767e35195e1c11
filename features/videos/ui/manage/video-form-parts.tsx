import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";

type TextField = "courseName" | "topic" | "description" | "tags";

export const TOPIC_HINT =
  "What the practice is about, in a word or two, for example Breathing or Body scan. Visitors filter the video catalogue by topic, so pick one from the list when it fits.";

/**
 * The texts of a video that its uploader writes, shared by the Upload and Edit forms: title
 * (course name), one Topic (suggesting the catalogue's `topics`; forms.ts topicFields), the
 * description and comma-separated tags. `register` is the form's react-hook-form `register` (of a
 * form that has those four); `errors` their messages.
 */
export function VideoTextFields({
  register,
  errors,
  busy,
  tagsHint,
  topics,
}: {
  register: (name: TextField) => UseFormRegisterReturn;
  errors: Partial<Record<TextField, { message?: string }>>;
  busy: boolean;
  tagsHint: string;
  topics: readonly string[];
}) {
  const topicList = useId();
  return (
    <>
      <Field label="Title (course name)" error={errors.courseName?.message}>
        {(p) => <input {...p} {...register("courseName")} className="input" disabled={busy} />}
      </Field>
      <Field label="Topic" error={errors.topic?.message} hint={TOPIC_HINT}>
        {(p) => (
          <>
            <input {...p} {...register("topic")} list={topicList} maxLength={60} autoComplete="off" className="input" disabled={busy} />
            <datalist id={topicList}>
              {topics.map((topic) => (
                <option key={topic} value={topic} />
              ))}
            </datalist>
          </>
        )}
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
