import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { CATEGORY_LABELS, DESCRIPTION_MAX, PHOTO_CATEGORIES, TITLE_MAX } from "@/features/gallery/schema";

type Props = { register: UseFormRegisterReturn; error?: string; disabled: boolean };

/**
 * A photo's details as its school writes them, the same in the Upload Photo and Edit Photo
 * forms: Photo Title, Category, Description (optional). `register`: react-hook-form's
 * registration of the field; `error`: its message.
 */
export function TitleField({ register, error, disabled }: Props) {
  return (
    <Field label="Photo Title" error={error}>
      {(p) => <input {...p} {...register} required maxLength={TITLE_MAX} disabled={disabled} className="input" />}
    </Field>
  );
}

export function CategoryField({ register, error, disabled }: Props) {
  return (
    <Field label="Category" error={error}>
      {(p) => (
        <select {...p} {...register} required disabled={disabled} className="input">
          {PHOTO_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function DescriptionField({ register, error, disabled, rows }: Props & { rows: number }) {
  return (
    <Field label="Description (optional)" error={error}>
      {(p) => <textarea {...p} {...register} rows={rows} maxLength={DESCRIPTION_MAX} disabled={disabled} className="input resize-y" />}
    </Field>
  );
}
