import { z } from "zod";
import { fileProblem } from "@/lib/uploads/rules";
import {
  KEYWORD_MAX,
  LIBRARY_FILE_RULES,
  MAX_KEYWORDS,
  authorSchema,
  descriptionSchema,
  keywordList,
  subjectSchema,
  titleSchema,
  type LibraryFileField,
} from "./schema";

/**
 * The staff's Upload Video and Edit form (react-hook-form + zodResolver), built from the API's
 * schemas so the form says what the server would, in the same words. A file is required only
 * when the item has none yet (spec 02 §5): both on upload, neither on edit (a new one replaces
 * the old). Files are checked here by their declared type and size; the server checks the bytes.
 */
const fileField = (field: LibraryFileField, required: boolean) =>
  z
    .custom<File | null | undefined>((v) => v === null || v === undefined || (typeof File !== "undefined" && v instanceof File))
    .superRefine((file, ctx) => {
      if (!required && !file) return;
      const problem = fileProblem(LIBRARY_FILE_RULES[field], file);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** Keywords as typed: "calm, breathing" (at least one). */
const keywordsText = z
  .string()
  .transform((text) => keywordList(text))
  .refine((list) => list.length > 0, "Please enter at least one keyword")
  .refine((list) => list.length <= MAX_KEYWORDS, `At most ${MAX_KEYWORDS} keywords`)
  .refine((list) => list.every((k) => k.length <= KEYWORD_MAX), `Each keyword must be at most ${KEYWORD_MAX} characters`);

export function libraryFormSchema({ needsFiles }: { needsFiles: boolean }) {
  return z.object({
    title: titleSchema,
    author: authorSchema,
    subject: subjectSchema,
    description: descriptionSchema,
    keywords: keywordsText,
    video: fileField("video", needsFiles),
    coverImage: fileField("coverImage", needsFiles),
  });
}
export type LibraryFormInput = z.input<ReturnType<typeof libraryFormSchema>>;
export type LibraryFormValues = z.output<ReturnType<typeof libraryFormSchema>>;
