import type { FileRule } from "@/lib/uploads/rules";
import { Field } from "./field";

/** A file input styled like the other inputs, its "Choose file" button in the brand colour. */
export const FILE_INPUT_CLASS =
  "input file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-800";

/**
 * A labelled file input of an upload form, taking the types of its file's rule (lib/uploads/rules.ts,
 * the feature's FileRule). The chosen file (or null) goes to `onFile`, where the form checks it
 * against the same rule (fileProblem) and shows the rule's words as `error`.
 */
export function FileField({
  label,
  rule,
  error,
  hint,
  disabled,
  required,
  className = FILE_INPUT_CLASS,
  onFile,
}: {
  label: string;
  rule: Pick<FileRule, "types">;
  error?: string;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  /** The input's look (FILE_INPUT_CLASS unless a form has its own). */
  className?: string;
  onFile: (file: File | null) => void;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => (
        <input
          {...p}
          type="file"
          accept={rule.types.join(",")}
          required={required}
          className={className}
          disabled={disabled}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
